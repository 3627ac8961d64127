import type { Candidature, Individu } from '@recrutement/contract';
import { refLabel } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { DetailList } from '../../../ui/DetailList';
import { useIndividuDetails } from '../../../ui/individu-details';

/** The phone with the country's dial prefix (`+33 612345678`), unless it already carries one. */
export function phoneWithPrefix(individu: Pick<Individu, 'telephone' | 'pays'>): string {
  const phone = individu.telephone.trim();
  if (!phone || phone.startsWith('+') || !individu.pays) return phone;
  return `+${individu.pays.abreviation} ${phone}`;
}

export function CandidatDetails({ candidature }: { candidature: Candidature }) {
  const { individu } = candidature;
  const phone = phoneWithPrefix(individu);
  const person = useIndividuDetails(individu);
  return (
    <DetailList
      items={[
        person.civilite,
        person.nom,
        person.prenom,
        { label: ta('admin.candidature.person.dateDeNaissance'), value: formatDate(individu.dateDeNaissance) },
        person.email,
        person.pays,
        {
          label: ta('admin.candidature.person.telephone'),
          value: phone ? <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> : null,
        },
        { label: ta('admin.candidature.person.adresse'), value: individu.adresse },
        { label: ta('admin.candidature.person.cp'), value: individu.cp },
        { label: ta('admin.candidature.person.ville'), value: individu.ville },
        { label: ta('admin.candidature.status.label'), value: refLabel(candidature.etatCandidature.etat) },
      ]}
    />
  );
}

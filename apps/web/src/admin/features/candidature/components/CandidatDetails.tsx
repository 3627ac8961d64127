import type { Candidature, Individu } from '@recrutement/contract';
import { useCountryName } from '../../../../i18n/country-names';
import { refLabel } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { DetailList } from '../../../ui/DetailList';

/** The phone with the country's dial prefix (`+33 612345678`), unless it already carries one. */
export function phoneWithPrefix(individu: Pick<Individu, 'telephone' | 'pays'>): string {
  const phone = individu.telephone.trim();
  if (!phone || phone.startsWith('+') || !individu.pays) return phone;
  return `+${individu.pays.abreviation} ${phone}`;
}

export function CandidatDetails({ candidature }: { candidature: Candidature }) {
  const { individu } = candidature;
  const phone = phoneWithPrefix(individu);
  const countryName = useCountryName();
  return (
    <DetailList
      items={[
        {
          label: ta('admin.candidature.person.civilite'),
          value: individu.civilite ? refLabel(individu.civilite.designation) : undefined,
        },
        { label: ta('admin.candidature.person.nom'), value: individu.nom },
        { label: ta('admin.candidature.person.prenom'), value: individu.prenom },
        { label: ta('admin.candidature.person.dateDeNaissance'), value: formatDate(individu.dateDeNaissance) },
        {
          label: ta('admin.candidature.person.email'),
          value: <a href={`mailto:${individu.email}`}>{individu.email}</a>,
        },
        { label: ta('admin.candidature.person.pays'), value: individu.pays ? countryName(individu.pays) : undefined },
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

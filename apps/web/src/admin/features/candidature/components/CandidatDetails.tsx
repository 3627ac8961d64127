import type { Candidature, Individu } from '@recrutement/contract';
import { formatDate } from '../../../../lib/format';
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
  return (
    <DetailList
      items={[
        { label: 'Civilité', value: individu.civilite?.designation },
        { label: 'Nom', value: individu.nom },
        { label: 'Prénom', value: individu.prenom },
        { label: 'Date de naissance', value: formatDate(individu.dateDeNaissance) },
        { label: 'E-mail', value: <a href={`mailto:${individu.email}`}>{individu.email}</a> },
        { label: 'Pays', value: individu.pays?.designation },
        { label: 'Téléphone', value: phone ? <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> : null },
        { label: 'Adresse', value: individu.adresse },
        { label: 'Code postal', value: individu.cp },
        { label: 'Ville', value: individu.ville },
        { label: 'Etat Candidature', value: candidature.etatCandidature.etat },
      ]}
    />
  );
}

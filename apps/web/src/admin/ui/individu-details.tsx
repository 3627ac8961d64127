import type { Individu } from '@recrutement/contract';
import { useCountryName } from '../../i18n/country-names';
import { refLabel } from '../../i18n/i18n';
import { ta } from '../i18n';
import type { Detail } from './DetailList';

/**
 * The lines of a fiche that show a candidate, each labelled and written once (the application
 * sheet and the document fiche pick the ones they show, in their order).
 */
export function useIndividuDetails(individu: Individu) {
  const countryName = useCountryName();
  return {
    civilite: {
      label: ta('admin.candidature.person.civilite'),
      value: individu.civilite ? refLabel(individu.civilite.designation) : undefined,
    },
    nom: { label: ta('admin.candidature.person.nom'), value: individu.nom },
    prenom: { label: ta('admin.candidature.person.prenom'), value: individu.prenom },
    email: {
      label: ta('admin.candidature.person.email'),
      value: <a href={`mailto:${individu.email}`}>{individu.email}</a>,
    },
    pays: { label: ta('admin.candidature.person.pays'), value: individu.pays ? countryName(individu.pays) : undefined },
  } satisfies Record<string, Detail>;
}

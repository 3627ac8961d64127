import type { PosteVacant } from '@recrutement/contract';
import { currentLang } from '../../i18n/i18n';

/**
 * A vacancy's name and description as the page's language shows them (contract §17): the English
 * ones on an English page when the vacancy has them, else the French text, marked `lang="fr"`.
 */
export function offreText(offre: Pick<PosteVacant, 'nom' | 'descriptif' | 'nomEn' | 'descriptifEn'>) {
  const english = currentLang() === 'en';
  const nomEn = english ? offre.nomEn : null;
  const descriptifEn = english ? offre.descriptifEn : null;
  return {
    nom: nomEn || offre.nom,
    /** `lang` of the name when it differs from the page's (a French name on an English page). */
    nomLang: english && !nomEn ? ('fr' as const) : undefined,
    descriptif: descriptifEn || offre.descriptif,
    descriptifLang: english && !descriptifEn ? ('fr' as const) : undefined,
  };
}

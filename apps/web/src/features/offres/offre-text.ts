import { formatSalaire, type PosteVacant, type Teletravail } from '@recrutement/contract';
import { currentLang, t } from '../../i18n/i18n';

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

/** The pay as the page's language writes it (contract §16, §17); a vacancy from before the rule says "to be negotiated". */
export function salaireOf(offre: Pick<PosteVacant, 'salaireMin' | 'salaireMax' | 'salairePeriode'>): string {
  return formatSalaire(offre, currentLang()) ?? t('offre.salary');
}

/** How remote work reads in the page's language. */
export const teletravailOf = (value: Teletravail): string => t(`offre.teletravail.${value}`);

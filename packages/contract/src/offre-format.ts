/**
 * Pay and remote work as the public pages show them (contract §16): no zod, no tables the careers
 * page does not use, so that its code stays within budget (bench/bundle-size.ts).
 */

export type SalairePeriode = 'AN' | 'MOIS' | 'HEURE';

/** How each remote-work value reads (its keys are the values, in order). */
export const TELETRAVAIL_LABEL = {
  NON: 'Sur site',
  PARTIEL: 'Télétravail partiel',
  TOTAL: 'Télétravail complet',
} as const;
export type Teletravail = keyof typeof TELETRAVAIL_LABEL;

/** How remote work reads on an English page (contract §17). */
export const TELETRAVAIL_LABEL_EN: Record<Teletravail, string> = {
  NON: 'On site',
  PARTIEL: 'Partly remote',
  TOTAL: 'Fully remote',
};

const PERIODE_LABEL: Record<'fr' | 'en', Record<SalairePeriode, string>> = {
  fr: { AN: 'par an', MOIS: 'par mois', HEURE: 'de l’heure' },
  en: { AN: 'per year', MOIS: 'per month', HEURE: 'per hour' },
};

/** A pay figure in the page's language (`35 000` in French, `35,000` in English, Intl's grouping): whole euros. */
const formatEuros = (amount: number, lang: 'fr' | 'en') => amount.toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR');

/**
 * A vacancy's pay as people read it: `35 000 – 42 000 € brut par an` (English: `€35,000 – €42,000
 * gross per year`), one figure when min = max.
 */
export function formatSalaire(
  offre: {
    salaireMin: number | null;
    salaireMax: number | null;
    salairePeriode: SalairePeriode | null;
  },
  lang: 'fr' | 'en' = 'fr',
): string | null {
  const { salaireMin: min, salaireMax: max, salairePeriode: periode } = offre;
  if (min == null || max == null || periode == null) return null;
  if (lang === 'en') {
    const range = `€${formatEuros(min, 'en')}${min === max ? '' : ` – €${formatEuros(max, 'en')}`}`;
    return `${range} gross ${PERIODE_LABEL.en[periode]}`;
  }
  const range = `${formatEuros(min, 'fr')}${min === max ? '' : ` – ${formatEuros(max, 'fr')}`}`;
  return `${range} € brut ${PERIODE_LABEL.fr[periode]}`;
}

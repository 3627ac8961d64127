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

const PERIODE_LABEL: Record<SalairePeriode, string> = { AN: 'par an', MOIS: 'par mois', HEURE: 'de l’heure' };

/** A pay figure in French (`35 000`, Intl's grouping): whole euros. */
const formatEuros = (amount: number) => amount.toLocaleString('fr-FR');

/** A vacancy's pay as people read it: `35 000 – 42 000 € brut par an`, one figure when min = max. */
export function formatSalaire(offre: {
  salaireMin: number | null;
  salaireMax: number | null;
  salairePeriode: SalairePeriode | null;
}): string | null {
  const { salaireMin: min, salaireMax: max, salairePeriode: periode } = offre;
  if (min == null || max == null || periode == null) return null;
  return `${formatEuros(min)}${min === max ? '' : ` – ${formatEuros(max)}`} € brut ${PERIODE_LABEL[periode]}`;
}

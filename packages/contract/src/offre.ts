/**
 * What an offer must say (contract §16): pay range and remote work. The few lines the public
 * pages need to show them are in offre-format.ts (the careers page's small shared chunk).
 */
import { formatSalaire, type SalairePeriode } from './offre-format.js';
import { SALARY_TEXT } from './paths.js';

export * from './offre-format.js';

export const SALAIRE_PERIODES = ['AN', 'MOIS', 'HEURE'] as const;
export const TELETRAVAILS = ['NON', 'PARTIEL', 'TOTAL'] as const;

/** The pay as the pages show it; a vacancy from before the rule keeps the old words. */
export const salaireText = (offre: Parameters<typeof formatSalaire>[0]): string => formatSalaire(offre) ?? SALARY_TEXT;

/** The French legal year of work, in hours: an hourly rate × this is its yearly figure. */
export const HEURES_PAR_AN = 1607;

/** Largest pay figure accepted (euros): bounds the yearly figure in an integer column. */
export const SALAIRE_MAX = 100_000_000;

/** How many of a period make a year (`salaireMin` filter: the yearly figure). */
export const PERIODES_PAR_AN: Record<SalairePeriode, number> = { AN: 1, MOIS: 12, HEURE: HEURES_PAR_AN };

/** The yearly figure of an amount paid per `periode`. */
export const annualSalary = (amount: number, periode: SalairePeriode): number => amount * PERIODES_PAR_AN[periode];

/** schema.org `unitText` of each period. */
export const UNIT_TEXT: Record<SalairePeriode, 'YEAR' | 'MONTH' | 'HOUR'> = {
  AN: 'YEAR',
  MOIS: 'MONTH',
  HEURE: 'HOUR',
};

export const SALAIRE_PERIODE_LABEL: Record<SalairePeriode, string> = {
  AN: 'Par an',
  MOIS: 'Par mois',
  HEURE: 'Par heure',
};

/**
 * What an offer must say (contract §16): pay range, remote work, and the rule that refuses
 * questions about a candidate's pay history. No zod here: the public list and the offer page
 * import these few functions without the schemas.
 */
import { SALARY_TEXT } from './paths.js';

export const SALAIRE_PERIODES = ['AN', 'MOIS', 'HEURE'] as const;
export type SalairePeriode = (typeof SALAIRE_PERIODES)[number];

export const TELETRAVAILS = ['NON', 'PARTIEL', 'TOTAL'] as const;
export type Teletravail = (typeof TELETRAVAILS)[number];

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

const PERIODE_LABEL: Record<SalairePeriode, string> = { AN: 'par an', MOIS: 'par mois', HEURE: 'de l’heure' };

export const TELETRAVAIL_LABEL: Record<Teletravail, string> = {
  NON: 'Sur site',
  PARTIEL: 'Télétravail partiel',
  TOTAL: 'Télétravail complet',
};

export const SALAIRE_PERIODE_LABEL: Record<SalairePeriode, string> = {
  AN: 'Par an',
  MOIS: 'Par mois',
  HEURE: 'Par heure',
};

let euros: Intl.NumberFormat | undefined;

/** A pay figure in French (`35 000`): grouped, no decimals. */
export function formatEuros(amount: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  return euros.format(amount);
}

/** A vacancy's pay as people read it: `35 000 – 42 000 € brut par an`, one figure when min = max. */
export function formatSalaire(offre: {
  salaireMin: number | null;
  salaireMax: number | null;
  salairePeriode: SalairePeriode | null;
}): string | null {
  const { salaireMin: min, salaireMax: max, salairePeriode: periode } = offre;
  if (min == null || max == null || periode == null) return null;
  const amount = min === max ? formatEuros(min) : `${formatEuros(min)} – ${formatEuros(max)}`;
  return `${amount} € brut ${PERIODE_LABEL[periode]}`;
}

/** The pay as the pages show it; a vacancy from before the rule keeps the old words. */
export const salaireText = (offre: Parameters<typeof formatSalaire>[0]): string => formatSalaire(offre) ?? SALARY_TEXT;

/* ---- The pay-history rule (directive 2023/970, art. 5 §2) ---- */

/** Lower case, no accents, apostrophes and dashes as spaces: one form for matching wordings. */
function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´\-‐‑–—_/]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A word about pay, in French or English (whole folded words). */
const PAY =
  /^(salaires?|salarial(e|es)?|salariaux|remunerations?|remunere(e|s|es)?|paies?|payes?|paye(e|s|es)?|revenus?|brut|package|gagn(e|es|ez|iez|ait|aient|er)|salary|salaries|pay|paid|wages?|compensation|earnings?|earn(ed|ing)?|income|remuneration|ctc)$/;
/** A word that places it now or in the past. */
const WHEN =
  /^(actuel(le)?s?|actuellement|precedent(e|es|s)?|precedemment|passe(e|es|s)?|anterieur(e|es|s)?|ancien(ne|nes|s)?|dernier(e|es|s)?|aujourd|hui|historique|current(ly)?|previous(ly)?|past|prior|last|former|history|present|etait|etaient|aviez|gagniez|were|was|did)$/;
/** Expectations may be asked (what the candidate wants); with a past word they may not. */
const EXPECTATION = /^(pretentions?|expectations?)$/;
const PAST =
  /^(precedent(e|es|s)?|passe(e|es|s)?|anterieur(e|es|s)?|ancien(ne|nes|s)?|dernier(e|es|s)?|previous|past|prior|last|former|history|historique)$/;
/** Whole phrases that ask for the amount, or the proof, of current pay. */
const PHRASES = [
  /\b(fiches?|bulletins?) de (paie|paye|salaire)\b/,
  /\bpay ?(slip|stub|check)s?\b/,
  /\bcombien (gagnez|gagniez|touchez|touchiez|etes vous paye)/,
  /\bhow much (do|did) you (currently )?(earn|make|get paid)/,
  /\bhow much (are|were) you (currently )?(earning|making|paid)/,
];

/** Words apart at most this much count as one phrase ("salaire brut annuel actuel"). */
const WINDOW = 4;

/**
 * Whether a screening question asks the candidate's current or past pay, in French or English
 * wordings ("Quel est votre salaire actuel ?", "Votre rémunération dans votre précédent poste",
 * "What was your previous salary?", "Pay history"). Asking what the candidate expects is allowed.
 */
export function asksPayHistory(question: string): boolean {
  const text = fold(question);
  if (PHRASES.some((phrase) => phrase.test(text))) return true;
  const words = text.split(' ');
  return words.some((word, i) => {
    const near = words.slice(Math.max(0, i - WINDOW), i + WINDOW + 1);
    if (PAY.test(word)) return near.some((w) => WHEN.test(w));
    if (EXPECTATION.test(word)) return near.some((w) => PAST.test(w));
    return false;
  });
}

export const payHistoryMessage =
  'Question refusée : la directive européenne 2023/970 sur la transparence des rémunérations (art. 5) interdit de demander au candidat sa rémunération actuelle ou passée.';

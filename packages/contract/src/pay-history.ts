/**
 * The pay-history rule of contract §16 (EU directive 2023/970, art. 5(2)): a screening question may
 * not ask the candidate's current or past pay. Apart from offre.ts so that the public pages, which
 * only format pay, do not carry these word lists.
 */

import { apiFr } from './i18n/api.fr.js';

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

export const payHistoryMessage = apiFr.questionPayHistory;

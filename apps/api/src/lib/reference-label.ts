import { type Lang, referenceLabel, webEn } from '@recrutement/contract';

/**
 * A seeded reference label (contract type, status…) in `lang` (contract §17), for what the server
 * writes (mails, heads): French as stored, English by its `ref.` twin in the web catalogue; a label
 * staff typed in shows as typed.
 */
export const referenceLabelIn = (lang: Lang, label: string): string =>
  lang === 'en' ? referenceLabel(webEn, label) : label;

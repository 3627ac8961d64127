import { FLUX_SOURCES, type FluxFormat, formatSalaire, type Lang, type PosteVacant } from '@recrutement/contract';
import type { Config } from '../../config/index.js';
import { referenceLabelIn } from '../../lib/reference-label.js';
import { htmlToText } from '../../lib/search-text.js';

/** An open vacancy as poste-vacant's entry gives it to the feeds. */
export type FeedVacancy = PosteVacant & { datePublication: string | null };

/** One vacancy as every format writes it: its texts in the feed's language, already safe for XML 1.0. */
export interface FeedItem {
  id: number;
  title: string;
  /** The sanitised description (HTML). */
  html: string;
  url: string;
  date: Date;
  company: string;
  city: string;
  country: string;
  contractType: string;
  /** Indeed's `jobtype` words (fulltime, temporary…), else the contract type's name. */
  jobType: string;
  salary: string | null;
  /** Indeed's `remotetype` words; null on site. */
  remoteType: string | null;
}

/** What a feed says of itself: who publishes it, where, in which language. */
export interface FeedHead {
  lang: Lang;
  title: string;
  description: string;
  company: string;
  /** The site's list of offers, with the feed's `utm_source`. */
  homeUrl: string;
  /** The feed's own address (no `utm_source`: it is not a page of the site). */
  feedUrl: string;
  builtAt: Date;
}

/**
 * Characters XML 1.0 forbids (C0 controls but tab, newline and return; U+FFFE, U+FFFF; unpaired
 * surrogates): dropped from every text of every feed, so that each stays well-formed.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlSafe = (text: string): string => text.replace(NOT_XML, '');

/** Indeed's `jobtype` of each contract type of the reference data. */
const JOB_TYPE: Record<string, string> = {
  CDI: 'fulltime',
  CDD: 'temporary',
  Intérim: 'temporary',
  Stage: 'internship',
  Alternance: 'apprenticeship',
  Freelance: 'contract',
};
const REMOTE_TYPE: Record<string, string | null> = { NON: null, PARTIEL: 'Hybrid remote', TOTAL: 'Fully remote' };

/** A page of the public site in `lang` (contract §17: English under /en), tagged with the feed's name (§22). */
export function siteUrl(config: Pick<Config, 'publicUrl'>, lang: Lang, path: string, format: FluxFormat): string {
  return `${config.publicUrl}${lang === 'en' ? '/en' : ''}${path}?utm_source=${FLUX_SOURCES[format]}`;
}

/** The description as plain text, cut at a word: JSON Feed's `summary` (the XML feeds carry the HTML). */
export function summaryOf(html: string, max = 300): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function feedItem(
  vacancy: FeedVacancy,
  config: Pick<Config, 'publicUrl' | 'org'>,
  lang: Lang,
  format: FluxFormat,
): FeedItem {
  // English name and description when the vacancy has them (§17), else the French ones.
  const title = xmlSafe(lang === 'en' ? vacancy.nomEn || vacancy.nom : vacancy.nom);
  const html = xmlSafe(lang === 'en' ? vacancy.descriptifEn || vacancy.descriptif : vacancy.descriptif);
  const type = vacancy.typeContrat.type;
  return {
    id: vacancy.id,
    title,
    html: html || title,
    url: siteUrl(config, lang, `/offre/dtail/${vacancy.id}`, format),
    date: new Date(vacancy.datePublication ?? `${vacancy.session.dateOuverture}T00:00:00Z`),
    company: xmlSafe(config.org.name),
    city: xmlSafe(vacancy.lieu ?? config.org.address.locality),
    country: xmlSafe(config.org.address.country),
    contractType: xmlSafe(referenceLabelIn(lang, type)),
    jobType: JOB_TYPE[type] ?? xmlSafe(referenceLabelIn(lang, type)),
    salary: formatSalaire(vacancy, lang),
    remoteType: REMOTE_TYPE[vacancy.teletravail] ?? null,
  };
}

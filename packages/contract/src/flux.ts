/**
 * The job feeds of contract §22: each one's `utm_source`, carried by every address it lists, so that
 * an application arriving through it can be recorded as `FLUX` with the feed's name.
 */
export const FLUX_SOURCES = {
  /** `/flux/offres.xml`, the XML job feed of Indeed and most aggregators. */
  xml: 'indeed',
  /** `/flux/offres.rss`, RSS 2.0. */
  rss: 'rss',
  /** `/flux/offres.json`, JSON Feed 1.1. */
  json: 'json',
} as const;

export type FluxFormat = keyof typeof FLUX_SOURCES;

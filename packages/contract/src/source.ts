import { positiveId, text } from './fields.js';
import { FLUX_SOURCES } from './flux.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { messages } from './messages.js';
import { z } from './zod.js';

/**
 * Where applications come from (contract §22): the channel of every application (first touch), the
 * `source` field of the apply form, and the funnel report.
 */

/** The channels of an application, in the order the reports list them. */
export const CANAUX = ['SITE', 'ALERTE', 'FLUX', 'COOPTATION', 'VIVIER', 'SPONTANEE', 'AUTRE'] as const;
export type Canal = (typeof CANAUX)[number];
/** At most this many characters of a source's detail (the feed's name, an unknown `utm_source`). */
export const SOURCE_DETAIL_MAX = 100;
/** The `utm_*` and `ref` parameters the web client carries from the landing page (first touch). */
export const SOURCE_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
export type SourceParam = (typeof SOURCE_PARAMS)[number];
/** The `utm_source` of the links of a job alert mail (§18). */
export const ALERTE_UTM_SOURCE = 'alerte';
/** The query the links of a job alert mail end with. */
export const ALERTE_UTM_QUERY = `utm_source=${ALERTE_UTM_SOURCE}&utm_medium=email`;
/** The `utm_source` of the addresses of each job feed (§22), as the feeds write them (`flux.ts`). */
export const FLUX_UTM_SOURCES: readonly string[] = Object.values(FLUX_SOURCES);

export const sourceMessages = {
  // The API's messages: the catalogue's texts (i18n/api.fr.ts), said in English to an English caller.
  sourceInvalid: fr.sourceInvalid,
  canalInvalid: fr.canalInvalid,
} as const;

export const canalSchema = z.enum(CANAUX, { error: sourceMessages.canalInvalid });

/** The source of an application on the wire: its channel and what names it within it (or null). */
export const sourceSchema = z.object({ canal: canalSchema, detail: z.string().nullable() });
export type Source = z.infer<typeof sourceSchema>;

/** The apply form's `source` (JSON text): the landing page's parameters, each bounded; others ignored. */
export const applySourceSchema = z.object(
  {
    utm_source: text(SOURCE_DETAIL_MAX).optional(),
    utm_medium: text(SOURCE_DETAIL_MAX).optional(),
    utm_campaign: text(SOURCE_DETAIL_MAX).optional(),
    ref: text(64).optional(),
  },
  { error: sourceMessages.sourceInvalid },
);
export type ApplySource = z.infer<typeof applySourceSchema>;

/**
 * The channel a first touch gives (§22): a job alert's link `ALERTE`, a feed's `FLUX` with the
 * feed's name, any other `utm_source` `AUTRE` with it as detail, none `SITE`. (`ref`, the
 * referral of `COOPTATION`, is not read yet.)
 */
export function sourceOf(params: ApplySource | undefined): Source {
  const utm = params?.utm_source?.trim();
  if (!utm) return { canal: 'SITE', detail: null };
  const key = utm.toLowerCase();
  if (key === ALERTE_UTM_SOURCE) return { canal: 'ALERTE', detail: null };
  if ((FLUX_UTM_SOURCES as readonly string[]).includes(key)) return { canal: 'FLUX', detail: key };
  return { canal: 'AUTRE', detail: utm.slice(0, SOURCE_DETAIL_MAX) };
}

const calendarDate = z.iso.date({ error: messages.dateFilterInvalid }).optional();

/** `GET /stats/entonnoir`: the cohort of applications received from `du` to `au` (days, both included). */
export const entonnoirQuerySchema = z.object({
  posteVacant: positiveId(messages.idInvalid).optional(),
  du: calendarDate,
  au: calendarDate,
  canal: canalSchema.optional(),
});
export type EntonnoirQuery = z.infer<typeof entonnoirQuerySchema>;

/**
 * The funnel (§22): per status in the statuses' list order, how many of the cohort ever reached it
 * (its history holds it), the share of the previous status's (null for the first, or after none),
 * and the median days spent in it (the stays that ended; null when none did); the median days from
 * application to the status of code `ACCEPTEE` (null when none got there); and per channel the
 * cohort's applications and those that reached `ACCEPTEE` (`retenues`).
 */
export const entonnoirSchema = z.object({
  etapes: z.array(
    z.object({
      etat: z.object({ id: z.number().int(), etat: z.string() }),
      atteint: z.number().int(),
      conversion: z.number().nullable(),
      medianeJours: z.number().nullable(),
    }),
  ),
  delaiEmbauche: z.number().nullable(),
  parCanal: z.array(z.object({ canal: canalSchema, candidatures: z.number().int(), retenues: z.number().int() })),
});
export type Entonnoir = z.infer<typeof entonnoirSchema>;

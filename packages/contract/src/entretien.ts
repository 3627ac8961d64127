import { candidatureSchema, roleSchema } from './entities.js';
import { positiveId, text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { formatEntry } from './i18n/core.js';
import { COLUMN_LIMITS } from './limits.js';
import { z } from './zod.js';

/** Interviews (contract §15): slots proposed, one picked by the candidate, calendar invitations. */

export const ENTRETIEN_CRENEAUX_MAX = 5;
export const ENTRETIEN_DUREE = { min: 15, max: 480 } as const;
export const ENTRETIEN_PARTICIPANTS_MAX = 10;
export const ENTRETIEN_LIEU_MAX = COLUMN_LIMITS.entretien.lieu;

/** Their texts are the API catalogue's (i18n/api.fr.ts), so that an English caller reads them in English. */
export const entretienMessages = {
  creneauxRequired: fr.entretienCreneauxRequired,
  creneauxTooMany: formatEntry(fr.entretienCreneauxTooMany, 'fr', { max: ENTRETIEN_CRENEAUX_MAX }),
  debutInvalid: fr.entretienDebutInvalid,
  debutPast: fr.entretienDebutPast,
  dureeInvalid: formatEntry(fr.entretienDureeInvalid, 'fr', { min: ENTRETIEN_DUREE.min, max: ENTRETIEN_DUREE.max }),
  lieuRequired: fr.entretienLieuRequired,
  participantsRequired: fr.entretienParticipantsRequired,
  participantsTooMany: formatEntry(fr.entretienParticipantsTooMany, 'fr', { max: ENTRETIEN_PARTICIPANTS_MAX }),
  participantInvalid: fr.entretienParticipantInvalid,
  creneauInvalid: fr.entretienCreneauInvalid,
  alreadyChosen: fr.entretienAlreadyChosen,
  notConfirmed: fr.entretienNotConfirmed,
  alreadyCancelled: fr.entretienAlreadyCancelled,
  notFound: fr.entretienNotFound,
  periodInvalid: fr.entretienPeriodInvalid,
  feedInvalid: fr.entretienFeedInvalid,
  tokenMissing: fr.entretienTokenMissing,
  tousInvalid: fr.entretienTousInvalid,
} as const;

export const entretienStatutSchema = z.enum(['PROPOSE', 'CONFIRME', 'ANNULE']);
export type EntretienStatut = z.infer<typeof entretienStatutSchema>;

export const creneauSchema = z.object({ id: z.number().int(), debut: z.string(), duree: z.number().int() });
export type Creneau = z.infer<typeof creneauSchema>;

export const participantSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nom: z.string(),
  prenom: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

/**
 * `GET /candidature/{id}/entretiens/participants`: who may take part (§15), as the dialog offers
 * them: the active members of the vacancy's hiring team (`equipe: true`), then every active admin
 * and recruiter. Names, ids and roles only.
 */
export const participantChoixSchema = z.object({
  id: z.number().int(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  role: roleSchema,
  equipe: z.boolean(),
});
export type ParticipantChoix = z.infer<typeof participantChoixSchema>;

/** The interview as staff see it. `debut`/`duree` are those of the picked slot (null until then). */
export const entretienSchema = z.object({
  id: z.number().int(),
  candidature: candidatureSchema,
  statut: entretienStatutSchema,
  creneaux: z.array(creneauSchema),
  lieu: z.string(),
  participants: z.array(participantSchema),
  debut: z.string().nullable(),
  duree: z.number().int().nullable(),
  sequence: z.number().int(),
});
export type Entretien = z.infer<typeof entretienSchema>;

const posteRef = z.object({ id: z.number().int(), nom: z.string() });

/** `GET /api/entretien?token=`: what the candidate's page shows, nothing about staff or the application. */
export const entretienPublicSchema = z.object({
  posteVacant: posteRef,
  creneaux: z.array(creneauSchema),
  lieu: z.string(),
  statut: entretienStatutSchema,
  debut: z.string().nullable(),
});
export type EntretienPublic = z.infer<typeof entretienPublicSchema>;

/** `GET /api/me/entretiens`: the candidate's own interviews. */
export const monEntretienSchema = z.object({
  id: z.number().int(),
  debut: z.string().nullable(),
  duree: z.number().int().nullable(),
  lieu: z.string(),
  posteVacant: posteRef,
  statut: entretienStatutSchema,
});
export type MonEntretien = z.infer<typeof monEntretienSchema>;

export const calendrierSchema = z.object({ url: z.string() });
export type Calendrier = z.infer<typeof calendrierSchema>;

const m = entretienMessages;

/** An instant with its offset (`2026-12-01T09:00:00.000Z`, `2026-12-01T10:00+01:00`). */
const instant = z
  .string({ error: m.debutInvalid })
  .max(40, { error: m.debutInvalid })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
    error: m.debutInvalid,
    abort: true,
  })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: m.debutInvalid });

const duree = z.coerce
  .number({ error: m.dureeInvalid })
  .int({ error: m.dureeInvalid })
  .min(ENTRETIEN_DUREE.min, { error: m.dureeInvalid })
  .max(ENTRETIEN_DUREE.max, { error: m.dureeInvalid });

export const creneauInputSchema = z.object({ debut: instant, duree });
export type CreneauInput = z.infer<typeof creneauInputSchema>;

const lieu = text(ENTRETIEN_LIEU_MAX, { required: m.lieuRequired });

export const entretienInputSchema = z.object({
  creneaux: z
    .array(creneauInputSchema, { error: m.creneauxRequired })
    .min(1, { error: m.creneauxRequired })
    .max(ENTRETIEN_CRENEAUX_MAX, { error: m.creneauxTooMany }),
  lieu,
  participants: z
    .array(z.object({ id: positiveId(m.participantInvalid) }, { error: m.participantInvalid }), {
      error: m.participantsRequired,
    })
    .min(1, { error: m.participantsRequired })
    .max(ENTRETIEN_PARTICIPANTS_MAX, { error: m.participantsTooMany }),
});
export type EntretienInput = z.infer<typeof entretienInputSchema>;

/** `POST /entretiens/{id}/update`: a confirmed interview moves (and may change place). */
export const entretienMoveInputSchema = z.object({ debut: instant, duree, lieu: lieu.optional() });
export type EntretienMoveInput = z.infer<typeof entretienMoveInputSchema>;

const token = text(200, { required: m.tokenMissing });

export const entretienTokenQuerySchema = z.object({ token });

export const choisirCreneauInputSchema = z.object({
  token,
  creneau: z.object({ id: positiveId(m.creneauInvalid) }, { error: m.creneauInvalid }),
});
export type ChoisirCreneauInput = z.infer<typeof choisirCreneauInputSchema>;

const day = z
  .string({ error: m.periodInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.periodInvalid })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: m.periodInvalid });

/** `GET /entretiens?du=&au=&tous=`: calendar dates of TZ_APP, inclusive; both optional. */
export const entretiensQuerySchema = z
  .object({
    du: day.optional(),
    au: day.optional(),
    tous: z
      .enum(['true', 'false'], { error: m.tousInvalid })
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((q) => !q.du || !q.au || q.du <= q.au, { error: m.periodInvalid, path: ['au'] });
export type EntretiensQuery = z.infer<typeof entretiensQuerySchema>;

/** `/api/calendrier/{token}.ics` */
export const calendrierTokenParamSchema = z.object({ fichier: text(200, { required: m.feedInvalid }) });

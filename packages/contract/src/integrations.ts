import { text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { z } from './zod.js';

/** API keys and signed webhooks (contract §23): what the company's other tools use. */

/** What a key may do, as an admin would: read applications, read vacancies, write vacancies. */
export const CLE_DROITS = ['candidatures:lecture', 'offres:lecture', 'offres:ecriture'] as const;
export type CleDroit = (typeof CLE_DROITS)[number];

/** The events a webhook may ask for (`type` of the body POSTed). */
export const WEBHOOK_EVENEMENTS = [
  'candidature.creee',
  'candidature.etat',
  'entretien.confirme',
  'candidat.efface',
] as const;
export type WebhookEvenement = (typeof WEBHOOK_EVENEMENTS)[number];

/** Every key starts so, so that a leaked one is recognised (secret scanners, logs). */
export const CLE_PREFIXE = 'rpk_';
export const WEBHOOK_URL_MAX = 500;

export const integrationMessages = {
  nomRequired: fr.cleNomRequired,
  droitsRequired: fr.cleDroitsRequired,
  expireInvalid: fr.cleExpireInvalid,
  cleNotFound: fr.cleNotFound,
  droitManquant: fr.cleDroitManquant,
  urlInvalid: fr.webhookUrlInvalid,
  urlPrivate: fr.webhookUrlPrivate,
  urlUnresolved: fr.webhookUrlUnresolved,
  evenementsRequired: fr.webhookEvenementsRequired,
  webhookNotFound: fr.webhookNotFound,
} as const;

const distinct = <T extends string>(values: readonly T[], error: string) =>
  z
    .array(z.enum(values as unknown as [T, ...T[]], { error }), { error })
    .min(1, { error })
    .max(values.length, { error })
    .refine((list) => new Set(list).size === list.length, { error });

export const cleInputSchema = z.object({
  nom: text(100, { required: integrationMessages.nomRequired }),
  droits: distinct(CLE_DROITS, integrationMessages.droitsRequired),
  expireLe: z.iso.datetime({ offset: true, error: integrationMessages.expireInvalid }).optional(),
});
export type CleInput = z.infer<typeof cleInputSchema>;

export const cleCreeeSchema = z.object({ id: z.number().int(), cle: z.string() });
export type CleCreee = z.infer<typeof cleCreeeSchema>;

export const cleSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  /** The key's first characters, to tell keys apart (never the key). */
  debut: z.string(),
  droits: z.array(z.enum(CLE_DROITS)),
  creeLe: z.string(),
  expireLe: z.string().nullable(),
  revoqueeLe: z.string().nullable(),
  /** To the minute: recorded at most once a minute. */
  derniereUtilisation: z.string().nullable(),
});
export type Cle = z.infer<typeof cleSchema>;

export const webhookInputSchema = z.object({
  url: text(WEBHOOK_URL_MAX, { required: integrationMessages.urlInvalid }).pipe(
    z.url({ protocol: /^https?$/, error: integrationMessages.urlInvalid }),
  ),
  evenements: distinct(WEBHOOK_EVENEMENTS, integrationMessages.evenementsRequired),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookCreeSchema = z.object({ id: z.number().int(), secret: z.string() });
export type WebhookCree = z.infer<typeof webhookCreeSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  evenements: z.array(z.enum(WEBHOOK_EVENEMENTS)),
  creeLe: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const LIVRAISON_ETATS = ['en-attente', 'livree', 'echouee'] as const;

export const tentativeSchema = z.object({
  date: z.string(),
  /** The receiver's HTTP status, or null when none came (refused address, timeout, connection). */
  codeHttp: z.number().int().nullable(),
  dureeMs: z.number().int(),
  erreur: z.string().nullable(),
});

export const livraisonSchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt of one delivery. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENEMENTS),
  creeLe: z.string(),
  etat: z.enum(LIVRAISON_ETATS),
  prochainEssai: z.string().nullable(),
  tentatives: z.array(tentativeSchema),
});
export type Livraison = z.infer<typeof livraisonSchema>;

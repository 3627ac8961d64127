import { positiveId, text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { COLUMN_LIMITS } from './limits.js';
import { z } from './zod.js';

/** Conversations with candidates (contract §20): templates, the thread of an application. */

export const MESSAGE_CORPS_MAX = 5000;
export const MESSAGE_SUJET_MAX = COLUMN_LIMITS.message.sujet;
export const MESSAGE_HTML_MAX = 50_000;
export const MESSAGE_SCHEDULE_MAX_DAYS = 30;

/** The variables a template may name (§20), and the tags it may use (with their closing tags). */
export const MODELE_VARIABLES = [
  'candidat.prenom',
  'candidat.nom',
  'offre.nom',
  'organisation.nom',
  'expediteur.prenom',
  'expediteur.nom',
  'lien_espace',
] as const;
export const MODELE_TAGS = ['if', 'elsif', 'else', 'unless', 'case', 'when'] as const;

export const messageMessages = {
  sujetRequired: fr.messageSujetRequired,
  corpsRequired: fr.messageCorpsRequired,
  envoyerLeInvalid: fr.messageEnvoyerLeInvalid,
  nomRequired: fr.modeleNomRequired,
  usageInvalid: fr.modeleUsageInvalid,
} as const;

export const messageSensSchema = z.enum(['SORTANT', 'ENTRANT']);
export const messageStatutSchema = z.enum(['PROGRAMME', 'ENVOYE', 'ECHEC', 'ANNULE', 'RECU']);
export type MessageStatut = z.infer<typeof messageStatutSchema>;

/** A message of the thread as staff see it (§20). */
export const messageSchema = z.object({
  id: z.number().int(),
  candidature: z.object({ id: z.number().int() }),
  sens: messageSensSchema,
  auto: z.boolean(),
  auteur: z.object({ id: z.number().int(), nom: z.string(), prenom: z.string() }).nullable(),
  sujet: z.string(),
  corps: z.string(),
  pieces: z.array(z.object({ id: z.number().int(), nom: z.string(), taille: z.number().int() })),
  statut: messageStatutSchema,
  prevuLe: z.string().nullable(),
  envoyeLe: z.string().nullable(),
  recuLe: z.string().nullable(),
  lu: z.boolean(),
  expediteurDifferent: z.boolean(),
  authentifie: z.boolean().nullable(),
  erreur: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** The candidate's side of the thread: nothing internal (no author, no read marks). */
export const monMessageSchema = messageSchema.pick({
  id: true,
  sens: true,
  sujet: true,
  corps: true,
  statut: true,
  envoyeLe: true,
  recuLe: true,
});
export type MonMessage = z.infer<typeof monMessageSchema>;

export const messageInputSchema = z.object({
  sujet: text(MESSAGE_SUJET_MAX, { required: messageMessages.sujetRequired }),
  corps: text(MESSAGE_HTML_MAX, { required: messageMessages.corpsRequired }),
  modele: z.object({ id: positiveId(fr.modeleNotFound) }).optional(),
  envoyerLe: z.iso.datetime({ offset: true, error: messageMessages.envoyerLeInvalid }).optional(),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const reponseCandidatInputSchema = z.object({
  corps: text(MESSAGE_CORPS_MAX, { required: messageMessages.corpsRequired }),
});
export type ReponseCandidatInput = z.infer<typeof reponseCandidatInputSchema>;

export const nonLusSchema = z.object({
  total: z.number().int(),
  candidatures: z.array(z.object({ id: z.number().int(), nombre: z.number().int() })),
});
export type NonLus = z.infer<typeof nonLusSchema>;

export const apercuSchema = z.object({ sujet: z.string(), corps: z.string() });
export type Apercu = z.infer<typeof apercuSchema>;
export const apercuQuerySchema = z.object({ modele: positiveId(fr.modeleNotFound) });

export const modeleUsageSchema = z.enum(['LIBRE', 'REFUS', 'ETAT'], { error: messageMessages.usageInvalid });
export type ModeleUsage = z.infer<typeof modeleUsageSchema>;
const bilingual = (max: number, required: string) =>
  z.object({ fr: text(max, { required }), en: text(max, { required }) });

export const modeleMessageSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  usage: modeleUsageSchema,
  etat: z.object({ id: z.number().int() }).nullable(),
  sujet: z.object({ fr: z.string(), en: z.string() }),
  corps: z.object({ fr: z.string(), en: z.string() }),
});
export type ModeleMessage = z.infer<typeof modeleMessageSchema>;

export const modeleMessageInputSchema = z.object({
  nom: text(COLUMN_LIMITS.modele_message.nom, { required: messageMessages.nomRequired }),
  usage: modeleUsageSchema,
  etat: z.object({ id: positiveId(fr.modeleEtatRequired) }).nullish(),
  sujet: bilingual(MESSAGE_SUJET_MAX, messageMessages.sujetRequired),
  corps: bilingual(MESSAGE_HTML_MAX, messageMessages.corpsRequired),
});
export type ModeleMessageInput = z.infer<typeof modeleMessageInputSchema>;

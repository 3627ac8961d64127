import { z } from 'zod';
import { messages } from './messages.js';

/** Personal data (contract §10): the privacy notice's values, erasure and the audit trail. */

/** `GET /api/organisation`: what the privacy notice and the footer show about the controller. */
export const organisationSchema = z.object({
  nom: z.string(),
  url: z.string(),
  dpoEmail: z.string(),
  retentionMonths: z.number().int(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** What erasing a person removes, shown in the confirmation before it is done. */
export const erasureSummarySchema = z.object({
  individuId: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  candidatures: z.number().int(),
  fichiers: z.number().int(),
  compte: z.boolean(),
  /** An individu holding an admin account cannot be erased (409). */
  administrateur: z.boolean(),
});
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

/** `DELETE /api/me`: the candidate confirms with their password. */
export const deleteAccountInputSchema = z.object({
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }).max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** One line of the audit trail (`GET /audit`), newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** The e-mail of whoever acted; null for the system (retention) or an erased person. */
  acteur: z.string().nullable(),
  action: z.string(),
  cibleType: z.string(),
  cibleId: z.number().int().nullable(),
  /** What it was about, for a reader ("Candidature n° 12 — Élodie Durand"); anonymised on erasure. */
  libelle: z.string().nullable(),
  details: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Readable names of the audit actions, shared by the back office. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'candidature.read': 'Consultation d’une fiche',
  'document.download': 'Téléchargement d’un document',
  'candidature.status-changed': 'Changement de statut',
  'individu.erased': 'Effacement d’une personne',
  export: 'Export des données personnelles',
};

export const privacyMessages = {
  passwordWrong: 'Mot de passe incorrect.',
  adminNotErasable: 'Cette personne détient un compte administrateur : elle ne peut pas être effacée.',
  individuNotFound: "Cette personne n'existe pas.",
  sessionGone: "Votre compte n'existe plus.",
  emailNotVerified: 'Confirmez votre adresse e-mail pour télécharger vos données.',
  erasureEmailNotVerified: 'Confirmez votre adresse e-mail pour supprimer votre compte et vos données.',
} as const;

import { LANGUES, loginResponseSchema, roleSchema } from './entities.js';
import { positiveId, text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { formatEntry } from './i18n/core.js';
import { passwordSchema } from './inputs.js';
import { COLUMN_LIMITS as C } from './limits.js';
import { messages } from './messages.js';
import { STAFF_ROLES } from './roles.js';
import { z } from './zod.js';

/**
 * Contract §14: the hiring team — staff accounts by invitation, the team of each vacancy, and the
 * scorecards (criteria per vacancy, one evaluation per evaluator and application).
 */

/** At most this many criteria in a vacancy's scorecard. */
export const CRITERES_MAX = 12;

/** Their texts are the API catalogue's (i18n/api.fr.ts), so that an English caller reads them in English. */
export const teamMessages = {
  roleInvalid: fr.teamRoleInvalid,
  actifInvalid: fr.teamActifInvalid,
  staffUnknown: fr.teamStaffUnknown,
  emailHasAccount: fr.teamEmailHasAccount,
  lastAdmin: fr.teamLastAdmin,
  membreInvalid: fr.teamMembreInvalid,
  membresRequired: fr.teamMembresRequired,
  criteresCount: formatEntry(fr.teamCriteresCount, 'fr', { max: CRITERES_MAX }),
  critereRequired: fr.teamCritereRequired,
  critereDuplicate: fr.teamCritereDuplicate,
  noteInvalid: fr.teamNoteInvalid,
  notesIncomplete: fr.teamNotesIncomplete,
  critereUnknown: fr.teamCritereUnknown,
  avisInvalid: fr.teamAvisInvalid,
  noCriteres: fr.teamNoCriteres,
  posteVacantNotFound: fr.teamPosteVacantNotFound,
} as const;

/** `GET /staff`: the staff accounts and pending invitations. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  actif: z.boolean(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  dateCreation: z.string(),
  invitationEnAttente: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * `GET /staff/choix` (admin, recruteur): the active staff accounts a hiring team can be picked
 * from, on the vacancy's form. Names, ids and roles only: no address, no dates, no invitations.
 */
export const staffChoixSchema = z.object({
  id: z.number().int(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  role: roleSchema,
});
export type StaffChoix = z.infer<typeof staffChoixSchema>;

export const staffInviteInputSchema = z.object({
  email: text(C.users.email, { required: messages.emailRequired, key: true }).pipe(
    z.email({ error: messages.emailInvalid }),
  ),
  role: z.enum(STAFF_ROLES, { error: teamMessages.roleInvalid }),
});
export type StaffInviteInput = z.infer<typeof staffInviteInputSchema>;

export const staffInviteResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  invitationEnAttente: z.literal(true),
});

export const staffUpdateInputSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: teamMessages.roleInvalid }).optional(),
  actif: z.boolean({ error: teamMessages.actifInvalid }).optional(),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateInputSchema>;

export const invitationAcceptInputSchema = z.object({
  token: text(200, { required: messages.tokenInvalid }),
  password: passwordSchema,
  nom: text(C.individu.nom, { required: messages.nomRequired }),
  prenom: text(C.individu.prenom, { required: messages.prenomRequired }),
  langue: z.enum(LANGUES).optional(),
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptInputSchema>;

/** The login answer of §4, and the account's address (the page that accepted does not know it). */
export const invitationAcceptResponseSchema = loginResponseSchema.extend({ email: z.string() });
export type InvitationAcceptResponse = z.infer<typeof invitationAcceptResponseSchema>;

/** A member of a vacancy's hiring team. */
export const equipeMembreSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  role: roleSchema,
});
export type EquipeMembre = z.infer<typeof equipeMembreSchema>;

export const equipeInputSchema = z.object({
  membres: z
    .array(z.object({ id: positiveId(teamMessages.membreInvalid) }, { error: teamMessages.membreInvalid }), {
      error: teamMessages.membresRequired,
    })
    .max(100, { error: teamMessages.membreInvalid }),
});
export type EquipeInput = z.infer<typeof equipeInputSchema>;

export const critereSchema = z.object({ id: z.number().int(), libelle: z.string() });
export type Critere = z.infer<typeof critereSchema>;

export const criteresInputSchema = z.object({
  criteres: z
    .array(z.object({ libelle: text(C.critere_evaluation.libelle, { required: teamMessages.critereRequired }) }), {
      error: teamMessages.criteresCount,
    })
    .min(1, { error: teamMessages.criteresCount })
    .max(CRITERES_MAX, { error: teamMessages.criteresCount }),
});
export type CriteresInput = z.infer<typeof criteresInputSchema>;

export const AVIS = ['OUI_FORT', 'OUI', 'NON', 'NON_FORT'] as const;
export const avisSchema = z.enum(AVIS, { error: teamMessages.avisInvalid });
export type Avis = z.infer<typeof avisSchema>;
export const AVIS_LABELS: Record<Avis, string> = {
  OUI_FORT: 'Oui, sans hésiter',
  OUI: 'Oui',
  NON: 'Non',
  NON_FORT: 'Non, certainement pas',
};

export const evaluationSchema = z.object({
  id: z.number().int(),
  auteur: z.object({ id: z.number().int(), nom: z.string().nullable(), prenom: z.string().nullable() }),
  notes: z.array(z.object({ critere: critereSchema, note: z.number().int() })),
  avis: avisSchema,
  commentaire: z.string().nullable(),
  date: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const evaluationInputSchema = z.object({
  notes: z
    .array(
      z.object({
        critere: z.object({ id: positiveId(teamMessages.critereUnknown) }, { error: teamMessages.critereUnknown }),
        note: z
          .number({ error: teamMessages.noteInvalid })
          .int({ error: teamMessages.noteInvalid })
          .min(1, {
            error: teamMessages.noteInvalid,
          })
          .max(4, { error: teamMessages.noteInvalid }),
      }),
      { error: teamMessages.notesIncomplete },
    )
    .max(CRITERES_MAX, { error: teamMessages.notesIncomplete }),
  avis: avisSchema,
  commentaire: text(5000).optional().nullable(),
});
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;

import { loginResponseSchema } from './entities.js';
import { text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { z } from './zod.js';

/**
 * Contract §23: the second factor (TOTP, RFC 6238) and the sessions one can end. Messages are the
 * API catalogue's, so that an English caller reads them in English.
 */
export const mfaMessages = {
  codeRequired: fr.mfaCodeRequired,
  codeInvalid: fr.mfaCodeInvalid,
  ticketRequired: fr.mfaTicketRequired,
  ticketInvalid: fr.mfaTicketInvalid,
  alreadyEnrolled: fr.mfaAlreadyEnrolled,
  notPending: fr.mfaNotPending,
  notEnrolled: fr.mfaNotEnrolled,
  required: fr.mfaRequired,
  obligatoireInvalid: fr.mfaObligatoireInvalid,
  sessionNotFound: fr.sessionNotFound,
} as const;

/** The second factors a sign-in may ask for (passkeys are planned). */
export const MFA_METHODS = ['totp'] as const;
/** How many recovery codes a confirmed enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** `POST /api/me/mfa/totp`: the pending secret (base32) and its `otpauth://` URL for the QR code. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A six-digit TOTP code, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
const code = text(32, { required: fr.mfaCodeRequired });

export const totpConfirmInputSchema = z.object({ code });
export type TotpConfirmInput = z.infer<typeof totpConfirmInputSchema>;

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ codesSecours: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const mfaDisableInputSchema = z.object({ password: text(128, { required: fr.passwordRequired, trim: false }) });
export type MfaDisableInput = z.infer<typeof mfaDisableInputSchema>;

/** `POST /api/login1` for an account with a second factor: no token yet, a ticket for the next step. */
export const mfaChallengeSchema = z.object({
  mfaRequise: z.literal(true),
  ticket: z.string(),
  methodes: z.array(z.enum(MFA_METHODS)),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** The answer of `POST /api/login1`: a session, or the second step. */
export const loginAnswerSchema = z.union([loginResponseSchema, mfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginMfaInputSchema = z.object({
  ticket: text(128, { required: fr.mfaTicketRequired }),
  code,
});
export type LoginMfaInput = z.infer<typeof loginMfaInputSchema>;

/** `GET /api/me/mfa`: what the caller has enrolled. */
export const mfaStatusSchema = z.object({
  totp: z.boolean(),
  codesSecoursRestants: z.number().int(),
  obligatoire: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** `GET/PUT /api/securite` (admin). */
export const securiteSchema = z.object({ mfaObligatoire: z.boolean({ error: fr.mfaObligatoireInvalid }) });
export type Securite = z.infer<typeof securiteSchema>;

/** `GET /api/me/sessions`: one signed-in browser or client. */
export const sessionOuverteSchema = z.object({
  id: z.number().int(),
  creeLe: z.string(),
  vueLe: z.string(),
  ip: z.string().nullable(),
  appareil: z.string(),
  courante: z.boolean(),
});
export type SessionOuverte = z.infer<typeof sessionOuverteSchema>;

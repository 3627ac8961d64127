import { boundedInt, text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { emailSchema } from './inputs.js';
import { COLUMN_LIMITS as C } from './limits.js';
import { messages } from './messages.js';
import { z } from './zod.js';

/** Job alerts (contract §18): a saved search of `/offre`, mailed when a matching offer opens. */

export const ALERTE_FREQUENCES = ['IMMEDIATE', 'QUOTIDIENNE', 'HEBDOMADAIRE'] as const;
export type AlerteFrequence = (typeof ALERTE_FREQUENCES)[number];

export const ALERTE_LANGUES = ['fr', 'en'] as const;
export type AlerteLangue = (typeof ALERTE_LANGUES)[number];

/** Remote work values of §16 (the vacancy's `teletravail`), as the list filter takes them. */
export const ALERTE_TELETRAVAILS = ['NON', 'PARTIEL', 'TOTAL'] as const;

/** Largest yearly figure a `salaireMin` criterion may hold (euros). */
export const ALERTE_SALAIRE_MAX = 100_000_000;

/** How long a confirmation link works, how long an alert lives without renewal (§18). */
export const ALERTE_CONFIRMATION_DAYS = 7;
export const ALERTE_LIFETIME_MONTHS = 24;
/** At most this many offers are listed in a digest; the rest is "et N autres". */
export const ALERTE_DIGEST_MAX = 10;
/** Confirmation mails per address per day (§18); past it the answer is the same 202. */
export const ALERTE_CONFIRMATIONS_PER_DAY = 3;

/** Their texts are the API catalogue's (i18n/api.fr.ts), so that an English caller reads them in English. */
export const alerteMessages = {
  frequenceInvalid: fr.alerteFrequenceInvalid,
  langueInvalid: fr.alerteLangueInvalid,
  teletravailInvalid: fr.alerteTeletravailInvalid,
  salaireInvalid: fr.alerteSalaireInvalid,
  criteresInvalid: fr.alerteCriteresInvalid,
  alerteUnknown: fr.alerteUnknown,
  /** The answer to every creation, known address or not. */
  accepted: fr.alerteAccepted,
  unsubscribed: fr.alerteUnsubscribed,
  bodyOneClick: fr.alerteBodyOneClick,
  actifInvalid: fr.alerteActifInvalid,
} as const;

const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((v) => v || undefined);

/** The filters of `/poste-vacant/list` that an alert saves (empty values are dropped). */
export const alerteCriteresSchema = z
  .object(
    {
      q: optionalText(100),
      typeContrat: optionalText(C.type_contrat.type),
      poste: optionalText(C.poste_de_travail.nom),
      lieu: optionalText(C.poste_vacant.lieu),
      teletravail: z
        .enum(ALERTE_TELETRAVAILS, { error: alerteMessages.teletravailInvalid })
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
      salaireMin: z
        .number({ error: alerteMessages.salaireInvalid })
        .int({ error: alerteMessages.salaireInvalid })
        .min(0, { error: alerteMessages.salaireInvalid })
        .max(ALERTE_SALAIRE_MAX, { error: alerteMessages.salaireInvalid })
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
    },
    { error: alerteMessages.criteresInvalid },
  )
  .default({} as never);
type CriteresOut = z.infer<typeof alerteCriteresSchema>;
/** The criteria of an alert: only the filters given. */
export type AlerteCriteres = { [K in keyof CriteresOut]?: Exclude<CriteresOut[K], undefined> };

const frequenceSchema = z.enum(ALERTE_FREQUENCES, { error: alerteMessages.frequenceInvalid });

/** `POST /api/alertes`. */
export const alerteInputSchema = z.object({
  email: emailSchema,
  criteres: alerteCriteresSchema,
  frequence: frequenceSchema,
  langue: z.enum(ALERTE_LANGUES, { error: alerteMessages.langueInvalid }).optional().default('fr'),
});
export type AlerteInput = z.input<typeof alerteInputSchema>;
export type AlerteInputParsed = z.infer<typeof alerteInputSchema>;

/** `POST /api/alertes/{id}/update?token=`: any of them; the call also renews the alert (24 months). */
export const alerteUpdateSchema = z.object({
  frequence: frequenceSchema.optional(),
  criteres: alerteCriteresSchema.optional(),
  /** Switches the alert back on (or off) from the management page. */
  actif: z.boolean({ error: alerteMessages.actifInvalid }).optional(),
});
export type AlerteUpdate = z.infer<typeof alerteUpdateSchema>;

const alerteTokenSchema = text(200, { required: messages.tokenInvalid });

export const alerteConfirmInputSchema = z.object({ token: alerteTokenSchema });
export type AlerteConfirmInput = z.infer<typeof alerteConfirmInputSchema>;

/** `?token=` of the management calls and of the one-click unsubscribe. */
export const alerteTokenQuerySchema = z.object({ token: alerteTokenSchema });

/** `{id}` of the management calls. */
export const alerteIdParamsSchema = z.object({ id: boundedInt(alerteMessages.alerteUnknown, 1) });

/** An alert as read back (§18), with the day it ends unless renewed. */
export const alerteSchema = z.object({
  id: z.number().int(),
  criteres: z.object({
    q: z.string().optional(),
    typeContrat: z.string().optional(),
    poste: z.string().optional(),
    lieu: z.string().optional(),
    teletravail: z.enum(ALERTE_TELETRAVAILS).optional(),
    salaireMin: z.number().int().optional(),
  }),
  frequence: z.enum(ALERTE_FREQUENCES),
  langue: z.enum(ALERTE_LANGUES),
  actif: z.boolean(),
  dateCreation: z.string(),
  dateExpiration: z.string(),
});
export type Alerte = z.infer<typeof alerteSchema>;

/** The 202 of a creation: the same body whatever the address. */
export const alerteAcceptedSchema = z.object({ message: z.string() });

/** The label of a frequency, for forms and mails. */
export const FREQUENCE_LABEL: Record<AlerteFrequence, string> = {
  IMMEDIATE: 'Dès qu’une offre paraît',
  QUOTIDIENNE: 'Une fois par jour au plus',
  HEBDOMADAIRE: 'Une fois par semaine au plus',
};

/**
 * The criteria in words ("« data » · CDI · Lyon"), for the management page and the mails.
 * `refLabel` says a seeded reference label (the contract type) in `lang`; the server gives it the
 * English catalogue's (this module stays free of catalogues, for the public pages' budget).
 */
export function describeCriteres(
  c: AlerteCriteres,
  lang: 'fr' | 'en' = 'fr',
  refLabel: (label: string) => string = (label) => label,
): string {
  const en = lang === 'en';
  const parts: string[] = [];
  if (c.q) parts.push(en ? `“${c.q}”` : `« ${c.q} »`);
  if (c.poste) parts.push(c.poste);
  if (c.typeContrat) parts.push(refLabel(c.typeContrat));
  if (c.lieu) parts.push(c.lieu);
  if (c.teletravail)
    parts.push(
      (en
        ? { NON: 'on site', PARTIEL: 'partly remote', TOTAL: 'fully remote' }
        : { NON: 'sur site', PARTIEL: 'télétravail partiel', TOTAL: 'télétravail complet' })[c.teletravail],
    );
  if (c.salaireMin !== undefined)
    parts.push(
      en
        ? `at least €${new Intl.NumberFormat('en-GB').format(c.salaireMin)} a year`
        : `au moins ${new Intl.NumberFormat('fr-FR').format(c.salaireMin)} € par an`,
    );
  if (parts.length > 0) return parts.join(' · ');
  return en ? 'all offers' : 'toutes les offres';
}

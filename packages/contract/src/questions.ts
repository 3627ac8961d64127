import { positiveId, text } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { formatEntry } from './i18n/core.js';
import { COLUMN_LIMITS } from './limits.js';
import { asksPayHistory, payHistoryMessage } from './pay-history.js';
import { z } from './zod.js';

/**
 * Screening questions of a vacancy and the answers given with an application (contract §16).
 * The same checks run in the apply form (web) and in the server.
 */

export const QUESTION_TYPES = ['TEXTE', 'OUI_NON', 'CHOIX', 'NOMBRE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTIONS_MAX = 20;
export const CHOIX_MAX = 20;
export const REPONSE_TEXTE_MAX = 2000;
/** Columns of the question table (`question_poste_vacant.libelle`) and of one choice (JSON text). */
export const QUESTION_LIBELLE_MAX = COLUMN_LIMITS.question_poste_vacant.libelle;
export const CHOIX_LIBELLE_MAX = 100;

/** Their texts are the API catalogue's (i18n/api.fr.ts), so that an English caller reads them in English. */
export const questionMessages = {
  libelleRequired: fr.questionLibelleRequired,
  typeInvalid: fr.questionTypeInvalid,
  choixRequired: fr.questionChoixRequired,
  choixUnexpected: fr.questionChoixUnexpected,
  attenduOuiNon: fr.questionAttenduOuiNon,
  attenduChoix: fr.questionAttenduChoix,
  attenduUnexpected: fr.questionAttenduUnexpected,
  questionsTooMany: formatEntry(fr.questionsTooMany, 'fr', { max: QUESTIONS_MAX }),
  questionsRequired: fr.questionsRequired,
  payHistory: payHistoryMessage,
  reponsesInvalid: fr.reponsesInvalid,
  reponseRequired: fr.reponseRequired,
  reponseTexte: formatEntry(fr.reponseTexte, 'fr', { max: REPONSE_TEXTE_MAX }),
  reponseOuiNon: fr.reponseOuiNon,
  reponseChoix: fr.reponseChoix,
  reponseNombre: fr.reponseNombre,
  idInvalid: fr.questionIdInvalid,
  obligatoireInvalid: fr.questionObligatoireInvalid,
} as const;

/** A question as staff read it. `choix` is empty unless `type` is CHOIX; `attendu` null when none. */
export const questionSchema = z.object({
  id: z.number().int(),
  libelle: z.string(),
  type: z.enum(QUESTION_TYPES),
  choix: z.array(z.string()),
  obligatoire: z.boolean(),
  attendu: z.union([z.boolean(), z.array(z.string())]).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question as the public reads it: the expected answer is for staff only. */
export const questionPubliqueSchema = questionSchema.omit({ attendu: true });
export type QuestionPublique = z.infer<typeof questionPubliqueSchema>;

export const reponseValeurSchema = z.union([z.string(), z.boolean(), z.number()]);
export type ReponseValeur = z.infer<typeof reponseValeurSchema>;

/** An answer as stored with its application (the question as it was asked). */
export const reponseSchema = z.object({
  question: z.object({ id: z.number().int(), libelle: z.string(), type: z.enum(QUESTION_TYPES) }),
  valeur: reponseValeurSchema,
});
export type Reponse = z.infer<typeof reponseSchema>;

const questionInputSchema = z
  .object({
    /** An existing question of this vacancy kept (answers given to it stay linked); absent: a new one. */
    id: positiveId(questionMessages.idInvalid).optional().catch(undefined),
    libelle: text(QUESTION_LIBELLE_MAX, { required: questionMessages.libelleRequired }),
    type: z.enum(QUESTION_TYPES, { error: questionMessages.typeInvalid }),
    choix: z
      .array(text(CHOIX_LIBELLE_MAX, { required: questionMessages.choixRequired }), {
        error: questionMessages.choixRequired,
      })
      .max(CHOIX_MAX, { error: questionMessages.choixRequired })
      .optional()
      .default([]),
    obligatoire: z.boolean({ error: questionMessages.obligatoireInvalid }).optional().default(false),
    attendu: z
      .union([z.boolean(), z.array(z.string())])
      .nullish()
      .default(null),
  })
  .superRefine((q, ctx) => {
    if (asksPayHistory(q.libelle)) ctx.addIssue({ code: 'custom', path: ['libelle'], message: payHistoryMessage });
    if (q.type === 'CHOIX') {
      if (q.choix.length < 2 || new Set(q.choix).size !== q.choix.length) {
        ctx.addIssue({ code: 'custom', path: ['choix'], message: questionMessages.choixRequired });
      }
    } else if (q.choix.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['choix'], message: questionMessages.choixUnexpected });
    }
    const { attendu } = q;
    if (attendu === null) return;
    if (q.type === 'OUI_NON' && typeof attendu !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: ['attendu'], message: questionMessages.attenduOuiNon });
    } else if (q.type === 'CHOIX' && (!Array.isArray(attendu) || attendu.some((a) => !q.choix.includes(a)))) {
      ctx.addIssue({ code: 'custom', path: ['attendu'], message: questionMessages.attenduChoix });
    } else if (q.type === 'TEXTE' || q.type === 'NOMBRE') {
      ctx.addIssue({ code: 'custom', path: ['attendu'], message: questionMessages.attenduUnexpected });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** `POST /poste-vacant/{id}/questions`: replaces the list (0–20), in order. */
export const questionsInputSchema = z.object({
  questions: z
    .array(questionInputSchema, { error: questionMessages.questionsRequired })
    .max(QUESTIONS_MAX, { error: questionMessages.questionsTooMany }),
});
export type QuestionsInput = z.infer<typeof questionsInputSchema>;

/** Whether `valeur` is an answer of the question's type (a string, a boolean, a number). */
function typeProblem(question: QuestionPublique, valeur: unknown): string | null {
  switch (question.type) {
    case 'TEXTE':
      return typeof valeur === 'string' && valeur.length <= REPONSE_TEXTE_MAX && !valeur.includes('\u0000')
        ? null
        : questionMessages.reponseTexte;
    case 'OUI_NON':
      return typeof valeur === 'boolean' ? null : questionMessages.reponseOuiNon;
    case 'CHOIX':
      return typeof valeur === 'string' && question.choix.includes(valeur) ? null : questionMessages.reponseChoix;
    case 'NOMBRE':
      return typeof valeur === 'number' && Number.isFinite(valeur) && Math.abs(valeur) <= 1e12
        ? null
        : questionMessages.reponseNombre;
  }
}

/** No answer: absent, null, or blank text. */
const isBlank = (valeur: unknown) =>
  valeur === undefined || valeur === null || (typeof valeur === 'string' && valeur.trim() === '');

export interface ReponsesCheck {
  /** Problems by field `reponses.<question id>` (or `reponses` for unreadable JSON). */
  fields: Record<string, string>;
  /** The answers kept, in the questions' order (blank answers to optional questions left out). */
  reponses: { question: QuestionPublique; valeur: ReponseValeur }[];
}

/** Reads the `reponses` field (JSON text `[{question:{id}, valeur}]`, or already parsed). */
export function parseReponses(raw: unknown): Map<number, unknown> | null {
  let value: unknown = raw;
  if (raw === undefined || raw === null || raw === '') return new Map();
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value)) return null;
  const byId = new Map<number, unknown>();
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { question, valeur } = item as { question?: { id?: unknown }; valeur?: unknown };
    const id = Number(question?.id);
    if (Number.isInteger(id) && id > 0 && !byId.has(id)) byId.set(id, valeur);
  }
  return byId;
}

/**
 * Checks the answers against the vacancy's questions: a required question without an answer, or
 * an answer of the wrong type, is a problem under `reponses.<id>`. Answers to unknown questions
 * are ignored. Meeting `attendu` is not checked here (see `missesAttendu`): it never refuses.
 */
export function checkReponses(questions: QuestionPublique[], raw: unknown): ReponsesCheck {
  const fields: Record<string, string> = {};
  const given = parseReponses(raw);
  if (given === null) return { fields: { reponses: questionMessages.reponsesInvalid }, reponses: [] };
  const reponses: ReponsesCheck['reponses'] = [];
  for (const question of questions) {
    const valeur = given.get(question.id);
    if (isBlank(valeur)) {
      if (question.obligatoire) fields[`reponses.${question.id}`] = questionMessages.reponseRequired;
      continue;
    }
    const problem = typeProblem(question, valeur);
    if (problem) fields[`reponses.${question.id}`] = problem;
    else reponses.push({ question, valeur: typeof valeur === 'string' ? valeur.trim() : (valeur as ReponseValeur) });
  }
  return { fields, reponses };
}

/** Whether an answer (or its absence) misses the question's expected answer (staff only know it). */
export function missesAttendu(attendu: Question['attendu'], valeur: ReponseValeur | undefined): boolean {
  if (attendu === null) return false;
  if (typeof attendu === 'boolean') return valeur !== attendu;
  return typeof valeur !== 'string' || !attendu.includes(valeur);
}

/** An answer as people read it (sheet, CSV). */
export function formatReponse(valeur: ReponseValeur): string {
  if (typeof valeur === 'boolean') return valeur ? 'Oui' : 'Non';
  if (typeof valeur === 'number') return valeur.toLocaleString('fr-FR');
  return valeur;
}

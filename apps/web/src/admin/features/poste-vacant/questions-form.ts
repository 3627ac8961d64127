import {
  QUESTION_TYPES,
  type Question,
  type QuestionsInput,
  type QuestionType,
  questionsInputSchema,
} from '@recrutement/contract';
import { ta } from '../../i18n';

/** One question as the vacancy form edits it: choices and accepted answers one per line. */
export interface QuestionDraft {
  id?: number;
  libelle: string;
  type: QuestionType;
  obligatoire: boolean;
  /** CHOIX: one choice per line. */
  choix: string;
  /** OUI_NON: '', 'true' or 'false'; CHOIX: the accepted choices, one per line. */
  attendu: string;
}

/** The kinds of question, named in the page's language. */
export const questionTypeOptions = () =>
  QUESTION_TYPES.map((type) => ({ value: type, label: ta(`admin.posteVacant.questionType.${type}`) }));

export const emptyDraft = (): QuestionDraft => ({
  libelle: '',
  type: 'TEXTE',
  obligatoire: false,
  choix: '',
  attendu: '',
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toDraft(question: Question): QuestionDraft {
  const { attendu } = question;
  return {
    id: question.id,
    libelle: question.libelle,
    type: question.type,
    obligatoire: question.obligatoire,
    choix: question.choix.join('\n'),
    attendu: attendu === null ? '' : Array.isArray(attendu) ? attendu.join('\n') : String(attendu),
  };
}

function toInput(draft: QuestionDraft) {
  const attendu =
    draft.type === 'OUI_NON'
      ? draft.attendu === ''
        ? null
        : draft.attendu === 'true'
      : draft.type === 'CHOIX' && lines(draft.attendu).length > 0
        ? lines(draft.attendu)
        : null;
  return {
    id: draft.id,
    libelle: draft.libelle,
    type: draft.type,
    obligatoire: draft.obligatoire,
    choix: draft.type === 'CHOIX' ? lines(draft.choix) : [],
    attendu,
  };
}

/**
 * The drafts checked by the contract's schema (the server's own): the input to send, or the
 * problems by draft field (`questions.<i>.<field>`).
 */
export function checkDrafts(
  drafts: QuestionDraft[],
): { input: QuestionsInput; errors: null } | { input: null; errors: Record<string, string> } {
  const result = questionsInputSchema.safeParse({ questions: drafts.map(toInput) });
  if (result.success) return { input: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { input: null, errors };
}

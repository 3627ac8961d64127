import { checkReponses, type QuestionPublique, type ReponseValeur } from '@recrutement/contract';

/**
 * The answers of the apply form (contract §16). The form keeps each answer as text under
 * `reponses.q<id>` (a key that is not a number, so the form library keeps an object); the same
 * contract check as the server's (`checkReponses`) runs on them before sending.
 */
export const reponseField = (questionId: number) => `q${questionId}`;

/** The server's `reponses.<id>` as the form's field name. */
export const renameReponseField = (key: string) => key.replace(/^reponses\.(\d+)$/, 'reponses.q$1');

/** The form's text of one answer as the value the contract expects (undefined: no answer). */
function valeurOf(question: QuestionPublique, text: string | undefined): ReponseValeur | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  switch (question.type) {
    case 'OUI_NON':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'NOMBRE': {
      const number = Number(value.replace(',', '.').replace(/\s/g, ''));
      return Number.isFinite(number) ? number : value;
    }
    default:
      return value;
  }
}

/** The wire form of the answers (`[{question:{id}, valeur}]`), blank ones left out. */
export function toReponses(questions: QuestionPublique[], values: Record<string, string> | undefined) {
  return questions.flatMap((question) => {
    const valeur = valeurOf(question, values?.[reponseField(question.id)]);
    return valeur === undefined ? [] : [{ question: { id: question.id }, valeur }];
  });
}

/** The problems of the answers, by form field (`q<id>`); empty when they are fine. */
export function reponseErrors(questions: QuestionPublique[], values: Record<string, string> | undefined) {
  const { fields } = checkReponses(questions, toReponses(questions, values));
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [renameReponseField(key).replace(/^reponses\./, ''), message]),
  );
}

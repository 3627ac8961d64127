import type { Question, QuestionPublique, QuestionsInput } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import { inTransaction } from '../../lib/transaction.js';
import { existsPosteVacant } from './poste-vacant.repository.js';
import { findOpenPosteVacant, loadQuestions } from './poste-vacant.service.js';
import { publicCache } from './public-cache.js';
import * as repo from './questions.repository.js';

/** Screening questions of a vacancy (contract §16). */

const withoutAttendu = ({ attendu: _, ...question }: Question): QuestionPublique => question;

/** Staff read: any vacancy; 404 for an unknown one. */
export async function listQuestions(ctx: AppContext, posteVacantId: number): Promise<Question[]> {
  if (!(await existsPosteVacant(ctx.db, posteVacantId))) throw notFound(m.posteVacantUnknown);
  return loadQuestions(ctx, posteVacantId);
}

/** Public read: an open vacancy only (else 404), without the expected answers; cached with the public pages. */
export async function listPublicQuestions(ctx: AppContext, posteVacantId: number): Promise<QuestionPublique[]> {
  if (!(await findOpenPosteVacant(ctx, posteVacantId))) throw notFound(m.posteVacantUnknown);
  return publicCache(ctx).get(`questions|${posteVacantId}`, async () =>
    (await loadQuestions(ctx, posteVacantId)).map(withoutAttendu),
  );
}

/**
 * Replaces the questions of a vacancy, in the order given. A question sent with the id of one of
 * this vacancy's questions is updated in place (the answers given to it stay linked to it); other
 * ids are new questions; the questions not sent go. Answers already given stay with their
 * applications, with the question as it was asked.
 */
export async function replaceQuestions(
  ctx: AppContext,
  posteVacantId: number,
  input: QuestionsInput,
): Promise<Question[]> {
  if (!(await existsPosteVacant(ctx.db, posteVacantId))) throw notFound(m.posteVacantUnknown);
  await inTransaction(ctx, async (tx) => {
    const current = new Set((await repo.findQuestions(tx.db, posteVacantId)).map((q) => q.id));
    const kept = new Set<number>();
    for (const q of input.questions) if (q.id !== undefined && current.has(q.id)) kept.add(q.id);
    await repo.deleteQuestionsExcept(tx.db, posteVacantId, [...kept]);
    const seen = new Set<number>();
    for (const [ordre, q] of input.questions.entries()) {
      const values = {
        ordre,
        libelle: q.libelle,
        type: q.type,
        choix: JSON.stringify(q.type === 'CHOIX' ? q.choix : []),
        obligatoire: q.obligatoire ? 1 : 0,
        attendu: q.attendu === null ? null : JSON.stringify(q.attendu),
      };
      // The same id twice: the second is a new question.
      if (q.id !== undefined && kept.has(q.id) && !seen.has(q.id)) {
        seen.add(q.id);
        await repo.updateQuestion(tx.db, q.id, values);
      } else {
        await repo.insertQuestion(tx.db, { ...values, poste_vacant_id: posteVacantId });
      }
    }
  });
  publicCache(ctx).markStale();
  return loadQuestions(ctx, posteVacantId);
}

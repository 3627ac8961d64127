import type { QuestionType, Reponse, ReponseValeur } from '@recrutement/contract';
import { apiFr } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './candidature.repository.js';

/** The answers of several applications (§16), by application id (CSV export). */
export async function loadReponses(
  ctx: Pick<AppContext, 'db'>,
  candidatureIds: number[],
): Promise<Map<number, Reponse[]>> {
  const byId = new Map<number, Reponse[]>();
  for (const row of await repo.findReponses(ctx.db, candidatureIds)) {
    const list = byId.get(row.candidature_id) ?? [];
    list.push({
      question: { id: row.question_id, libelle: row.libelle, type: row.type as QuestionType },
      valeur: JSON.parse(row.valeur) as ReponseValeur,
    });
    byId.set(row.candidature_id, list);
  }
  return byId;
}

/** The answers of one application, as asked (404 for an unknown application). */
export async function getReponses(ctx: AppContext, id: number): Promise<Reponse[]> {
  if (!(await repo.findCandidatureOwner(ctx.db, id))) throw notFound(apiFr.candidatureNotFound);
  return (await loadReponses(ctx, [id])).get(id) ?? [];
}

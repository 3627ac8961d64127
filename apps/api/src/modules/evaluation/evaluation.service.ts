import {
  type Avis,
  apiFr,
  avisSchema,
  type Critere,
  type CriteresInput,
  type Evaluation,
  type EvaluationInput,
  teamMessages,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound, validation } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { toKey } from '../../lib/keys.js';
import type { Scope } from '../../lib/scope.js';
import { inTransaction } from '../../lib/transaction.js';
import { candidatureIdsOf, findCandidatureOwner } from '../candidature/candidature.service.js';
import { existsPosteVacant } from '../poste-vacant/poste-vacant.service.js';
import { accountNames } from '../user/user.service.js';
import * as repo from './evaluation.repository.js';

/**
 * Scorecards (contract §14): criteria per vacancy, one evaluation per evaluator and application
 * (1–4 per criterion, an overall avis, a comment). A MEMBRE sees the others' evaluations only once
 * it has submitted its own (no anchoring); every read is audited. Access and scope are decided by
 * the routes' guards (plugins/auth-guards) before anything here runs.
 */

const posteVacantNotFound = () => notFound(teamMessages.posteVacantNotFound);
const candidatureNotFound = () => notFound(apiFr.candidatureNotFound);

export async function listCriteres({ db }: AppContext, posteVacantId: number): Promise<Critere[]> {
  if (!(await existsPosteVacant(db, posteVacantId))) throw posteVacantNotFound();
  return repo.findCriteres(db, posteVacantId);
}

/**
 * Replaces the criteria of a vacancy. A criterion kept (same label, ignoring case) keeps its id
 * and the notes already given on it; one left out goes with its notes.
 */
export async function setCriteres(ctx: AppContext, posteVacantId: number, input: CriteresInput): Promise<Critere[]> {
  const keys = input.criteres.map((c) => toKey(c.libelle));
  const duplicate = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (duplicate >= 0) throw validation({ [`criteres.${duplicate}.libelle`]: teamMessages.critereDuplicate });
  await inTransaction(ctx, async (tx) => {
    if (!(await existsPosteVacant(tx.db, posteVacantId))) throw posteVacantNotFound();
    const existing = await repo.findCriteres(tx.db, posteVacantId);
    const byKey = new Map(existing.map((c) => [toKey(c.libelle), c.id]));
    await repo.deleteCriteres(
      tx.db,
      existing.filter((c) => !keys.includes(toKey(c.libelle))).map((c) => c.id),
    );
    for (const [position, critere] of input.criteres.entries()) {
      const kept = byKey.get(toKey(critere.libelle));
      if (kept !== undefined) await repo.setCriterePosition(tx.db, kept, position);
      else await repo.insertCritere(tx.db, posteVacantId, critere.libelle, position);
    }
  });
  return repo.findCriteres(ctx.db, posteVacantId);
}

/** The author of an evaluation; an erased account leaves no name (and id 0 when its id went too). */
function authorOf(userId: number | null, authors: Map<number, { nom: string; prenom: string }>) {
  const name = userId === null ? undefined : authors.get(userId);
  return { id: userId ?? 0, nom: name?.nom || null, prenom: name?.prenom || null };
}

async function assemble(
  ctx: Pick<AppContext, 'db'>,
  rows: Awaited<ReturnType<typeof repo.findEvaluations>>,
): Promise<Evaluation[]> {
  const notes = await repo.findNotes(
    ctx.db,
    rows.map((r) => r.id),
  );
  const authors = await accountNames(
    ctx,
    rows.flatMap((r) => (r.auteur_user_id === null ? [] : [r.auteur_user_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    auteur: authorOf(row.auteur_user_id, authors),
    notes: notes
      .filter((n) => n.evaluation_id === row.id)
      .map((n) => ({ critere: { id: n.critere_id, libelle: n.libelle }, note: Number(n.note) })),
    avis: avisSchema.parse(row.avis),
    commentaire: row.commentaire,
    date: row.date_evaluation,
  }));
}

/**
 * The evaluations of an application for a staff member, and the count of them all. A MEMBRE
 * (`scope` team) that has not submitted its own sees none of the others'. The read is audited.
 */
export async function listEvaluations(
  ctx: AppContext,
  candidatureId: number,
  viewer: { userId: number; scope: Scope },
): Promise<{ items: Evaluation[]; total: number }> {
  return inTransaction(ctx, async (tx) => {
    const candidature = await findCandidatureOwner(tx.db, candidatureId);
    if (!candidature) throw candidatureNotFound();
    const rows = await repo.findEvaluations(tx.db, candidatureId);
    const ownSubmitted = rows.some((r) => r.auteur_user_id === viewer.userId);
    const visible =
      viewer.scope.kind === 'all' || ownSubmitted ? rows : rows.filter((r) => r.auteur_user_id === viewer.userId);
    await tx.publish({
      type: 'personal-data.accessed',
      actorUserId: viewer.userId,
      action: 'evaluations.read',
      targetType: 'candidature',
      targetId: candidatureId,
      individuId: candidature.individu_id,
    });
    return { items: await assemble(tx, visible), total: rows.length };
  });
}

/** Records (or replaces) the caller's evaluation: a note 1–4 for every criterion of the vacancy. */
export async function submitEvaluation(
  ctx: AppContext,
  candidatureId: number,
  input: EvaluationInput,
  userId: number,
): Promise<Evaluation> {
  const id = await inTransaction(ctx, async (tx) => {
    const candidature = await findCandidatureOwner(tx.db, candidatureId);
    if (!candidature) throw candidatureNotFound();
    const criteres = await repo.findCriteres(tx.db, candidature.poste_vacant_id);
    if (criteres.length === 0) throw validation({ notes: teamMessages.noCriteres });
    const known = new Set(criteres.map((c) => c.id));
    const given = input.notes.map((n) => n.critere.id);
    const unknown = given.findIndex((c) => !known.has(c));
    if (unknown >= 0) throw validation({ [`notes.${unknown}.critere`]: teamMessages.critereUnknown });
    if (new Set(given).size !== given.length || given.length !== criteres.length) {
      throw validation({ notes: teamMessages.notesIncomplete });
    }
    await repo.deleteOwnEvaluation(tx.db, candidatureId, userId);
    return repo.insertEvaluation(tx.db, {
      candidatureId,
      userId,
      avis: input.avis,
      commentaire: input.commentaire ? input.commentaire : null,
      date: ctx.clock.nowIso(),
      notes: input.notes.map((n) => ({ critereId: n.critere.id, note: n.note })),
    });
  });
  const rows = (await repo.findEvaluations(ctx.db, candidatureId)).filter((r) => r.id === id);
  const [evaluation] = await assemble(ctx, rows);
  if (!evaluation) throw candidatureNotFound();
  return evaluation;
}

/** How many evaluations each application has (the board's cards), in scope only. */
export async function countEvaluations(
  { db }: AppContext,
  ids: number[],
  scope: Scope,
): Promise<{ candidature: number; n: number }[]> {
  return (await repo.countByCandidature(db, scope, [...new Set(ids)])).map((r) => ({
    candidature: r.id,
    n: Number(r.n),
  }));
}

/** The export of §10 carries the evaluations about the person, without the evaluators' names. */
export async function evaluationsForExport(ctx: AppContext, individuId: number) {
  const { db } = ctx;
  const rows = await repo.findEvaluationsOf(db, candidatureIdsOf(db, individuId));
  const notes = await repo.findNotes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    candidature: row.candidature_id,
    avis: row.avis as Avis,
    commentaire: row.commentaire,
    date: row.date_evaluation,
    notes: notes.filter((n) => n.evaluation_id === row.id).map((n) => ({ critere: n.libelle, note: Number(n.note) })),
  }));
}

/** Erasure and the retention purge remove the evaluations about the person (in their transaction). */
export const deleteEvaluationsOfIndividu = (tx: TxScope, individuId: number) =>
  repo.deleteEvaluationsOf(tx.db, candidatureIdsOf(tx.db, individuId));

import type {
  Candidature,
  CandidatureStatusInput,
  HistoriqueEtat,
  Lang,
  QuestionType,
  Reponse,
  ReponseValeur,
  Source,
} from '@recrutement/contract';
import { apiFr, messages } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound, validation } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import { findEtatById, findEtats } from '../reference/reference.service.js';
import { accountNames } from '../user/user.service.js';
import * as repo from './candidature.repository.js';
import { loadCandidatures } from './candidature-list.js';

/**
 * Whether an individu already applied to a vacancy (the apply flow, §5), a status recorded in an
 * application's history inside the caller's transaction (the demo data); an individu's
 * applications for the export and the erasure of personal data (§10), a merge (§19) and a
 * renumbering (§9).
 */
export {
  candidatureIdsOf,
  countOfIndividu,
  deleteOfIndividu,
  findCandidatureOwner,
  findHistoriesOfIndividu,
  findOfIndividuForExport,
  findSharedVacancy,
  forgetStatusAuthor,
  hasCandidature,
  insertHistorique,
  moveToIndividu,
} from './candidature.repository.js';

/** What a new application records (the apply flow, §5). */
export interface NewCandidature {
  individuId: number;
  posteVacantId: number;
  /** Its first status (the initial one), recorded in its history as set by no one. */
  etatId: number;
  date: string;
  /** The language of the page it was sent from (contract §17). */
  langue: Lang;
  /** An answer (or a missing one) misses an expected answer (§16): flagged, never refused. */
  criteresNonRemplis: boolean;
  /** The answers to the vacancy's screening questions (§16), in the questions' order. */
  reponses: { questionId: number; libelle: string; type: string; valeur: ReponseValeur }[];
  /** Where it came from, first touch (§22). */
  source: Source;
}

/**
 * A new application inside the caller's transaction: its row, its answers to the screening
 * questions and the first line of its history. Answers its id.
 */
export async function createCandidature(tx: TxScope, values: NewCandidature): Promise<number> {
  const candidatureId = await repo.insertCandidature(tx.db, {
    individu_id: values.individuId,
    poste_vacant_id: values.posteVacantId,
    etat_candidature_id: values.etatId,
    date_candidature: values.date,
    langue: values.langue,
    criteres_non_remplis: values.criteresNonRemplis ? 1 : 0,
    canal: values.source.canal,
    source_detail: values.source.detail,
  });
  await repo.insertReponses(
    tx.db,
    values.reponses.map((r, ordre) => ({
      candidature_id: candidatureId,
      question_id: r.questionId,
      ordre,
      libelle: r.libelle,
      type: r.type,
      valeur: JSON.stringify(r.valeur),
    })),
  );
  await repo.insertHistorique(tx.db, { candidatureId, etatId: values.etatId, userId: null, date: values.date });
  return candidatureId;
}

export const candidatureNotFound = () => notFound(apiFr.candidatureNotFound);

export async function getCandidature(ctx: AppContext, id: number): Promise<Candidature> {
  const candidature = (await loadCandidatures(ctx, [id])).get(id);
  if (!candidature) throw candidatureNotFound();
  return candidature;
}

/**
 * Moves one application to `etatId` inside the caller's transaction, records who did it and when,
 * and publishes the change (mail, audit and caches subscribe). Setting the status it already has
 * changes nothing and records nothing. The one path of every status change: sheet, board, bulk,
 * and the automatic move on opening a sheet (`automatic`).
 */
export async function changeStatus(
  tx: Tx,
  change: { id: number; etatId: number; actorUserId: number | null; automatic?: boolean; date: string },
): Promise<boolean> {
  const current = await repo.findCandidatureOwner(tx.db, change.id);
  if (!current) throw candidatureNotFound();
  if (!(await findEtatById(tx.db, change.etatId))) {
    throw validation({ etatCandidature: messages.etatCandidatureUnknown });
  }
  if (current.etat_candidature_id === change.etatId) return false;
  await repo.updateEtat(tx.db, change.id, change.etatId);
  await repo.insertHistorique(tx.db, {
    candidatureId: change.id,
    etatId: change.etatId,
    userId: change.actorUserId,
    date: change.date,
  });
  await tx.publish({
    type: 'candidature.status-changed',
    candidatureId: change.id,
    individuId: current.individu_id,
    fromEtatId: current.etat_candidature_id,
    toEtatId: change.etatId,
    actorUserId: change.actorUserId,
    automatic: change.automatic ?? false,
  });
  return true;
}

/** Sets an application's status (nothing else) for an admin, in one transaction; answers it read back. */
export async function updateStatus(
  ctx: AppContext,
  id: number,
  input: CandidatureStatusInput,
  userId: number,
): Promise<Candidature> {
  const date = ctx.clock.nowIso();
  await inTransaction(ctx, (tx) =>
    changeStatus(tx, { id, etatId: input.etatCandidature.id, actorUserId: userId, date }),
  );
  return getCandidature(ctx, id);
}

/**
 * The status history of one application, oldest first. The candidate reading their own sees when
 * and what, never who (`withAuteur` false): the recruiters' addresses stay in the back office.
 */
export async function getHistorique(
  ctx: AppContext,
  id: number,
  options: { withAuteur: boolean },
): Promise<HistoriqueEtat[]> {
  const { db } = ctx;
  if (!(await repo.findCandidatureOwner(db, id))) throw candidatureNotFound();
  const rows = await repo.findHistorique(db, id);
  // The statuses' names, from their owner (the history's foreign key keeps every status it names).
  const etats = new Map((await findEtats(db)).map((e) => [e.id, e.etat]));
  const setBy = (r: (typeof rows)[number]) => (r.user_id === null ? [] : [r.user_id]);
  const authors = options.withAuteur ? await accountNames(ctx, rows.flatMap(setBy)) : new Map();
  return rows.map((r) => ({
    id: r.id,
    etatCandidature: { id: r.etat_candidature_id, etat: etats.get(r.etat_candidature_id) ?? '' },
    auteur: (r.user_id === null ? undefined : authors.get(r.user_id)?.email) ?? null,
    date: r.date_changement,
  }));
}

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
  if (!(await repo.findCandidatureOwner(ctx.db, id))) throw candidatureNotFound();
  return (await loadReponses(ctx, [id])).get(id) ?? [];
}

/** The individu an application belongs to (for "self" rules); 404 when there is no such application. */
export async function ownerOf(ctx: Pick<AppContext, 'db'>, id: number): Promise<number> {
  const row = await repo.findCandidatureOwner(ctx.db, id);
  if (!row) throw candidatureNotFound();
  return row.individu_id;
}

/** For the mail module: the language of an individu's latest application (§17). */
export { latestApplicationLangue } from './candidature.repository.js';
/** The funnel report of §22. */
export { funnel } from './candidature-funnel.js';
/** Applications by id with their relations, and the lists: the admin's, an individu's, a vacancy name's. */
export {
  listByIndividu,
  listByPosteNom,
  listCandidatures,
  listCriteria,
  loadCandidatures,
  nomsPostes,
  orderOf,
} from './candidature-list.js';
export { countsByEtat, countsByEtatAndTopVacancies, countsByWeek, topVacancies } from './candidature-stats.js';

import type {
  Canal,
  Candidature,
  CandidatureFilters,
  CandidatureStatusInput,
  CandidatureTri,
  HistoriqueEtat,
  Lang,
  PaginationQuery,
  ReponseValeur,
  Source,
} from '@recrutement/contract';
import { apiFr, messages } from '@recrutement/contract';
import type { Dialect } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { notFound, validation } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { toKey, toSearchKey } from '../../lib/keys.js';
import type { Page } from '../../lib/page.js';
import { toSlice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import { addDays, startOfDay } from '../../lib/zoned-time.js';
import { cvSearchCondition, cvSearchKey, extraitsFor } from '../cv/cv-search.service.js';
import { loadIndividus } from '../individu/individu.service.js';
import { loadPostesVacants } from '../poste-vacant/poste-vacant.service.js';
import { findEtatById, findEtats } from '../reference/reference.service.js';
import { accountNames } from '../user/user.service.js';
import * as repo from './candidature.repository.js';
import {
  type CandidatureCriteria,
  type CandidatureOrder,
  findCandidatureIds,
  findCandidaturePage,
} from './candidature-list.repository.js';

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

/**
 * Applications by id, each with its individu, vacancy (poste, session, contract type) and
 * status, in a fixed number of queries whatever the count. Unknown ids are absent from the map.
 */
export async function loadCandidatures(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, Candidature>> {
  const rows = await repo.findCandidatureRows(ctx.db, [...new Set(ids)]);
  if (rows.length === 0) return new Map();
  const [individus, postes] = await Promise.all([
    loadIndividus(
      ctx,
      rows.map((r) => r.individu_id),
    ),
    loadPostesVacants(
      ctx,
      rows.map((r) => r.poste_vacant_id),
    ),
  ]);
  const result = new Map<number, Candidature>();
  for (const row of rows) {
    const individu = individus.get(row.individu_id);
    const posteVacant = postes.get(row.poste_vacant_id);
    if (!individu || !posteVacant) continue;
    result.set(row.id, {
      id: row.id,
      individu,
      posteVacant,
      etatCandidature: { id: row.etat_id, etat: row.etat },
      dateCandidature: row.date_candidature,
      criteresNonRemplis: Number(row.criteres_non_remplis) === 1,
      source: { canal: row.canal as Canal, detail: row.source_detail },
    });
  }
  return result;
}

/** Loads the listed ids and keeps their order. */
async function inOrder(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Candidature[]> {
  const byId = await loadCandidatures(ctx, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The whole list, or one slice of it with the total of all (contract §1). */
async function page(
  ctx: Pick<AppContext, 'db' | 'dialect'>,
  query: PaginationQuery,
  criteria: CandidatureCriteria,
  order: CandidatureOrder,
): Promise<Page<Candidature>> {
  const { db, dialect } = ctx;
  const slice = toSlice(query);
  if (!slice) {
    const items = await inOrder(ctx, await findCandidatureIds(db, dialect, criteria, order));
    return { items, total: items.length };
  }
  const { ids, total } = await findCandidaturePage(db, dialect, criteria, order, slice);
  return { items: await inOrder(ctx, ids), total };
}

/**
 * The list's filters; `q` is folded like `individu.search_key` (case, accents, spaces); `du` and
 * `au` are days of the configured time zone, both included. Whose list it is (`scope`) each caller adds.
 */
export const listCriteria = (
  filters: CandidatureFilters,
  timeZone: string,
  dialect: Dialect,
): Omit<CandidatureCriteria, 'scope'> => {
  const inCv = filters.dans === 'cv' && filters.q !== undefined;
  return {
    etatId: filters.etat,
    posteVacantId: filters.posteVacant,
    search: filters.q && !inCv ? toSearchKey(filters.q) : undefined,
    // `dans=cv` (§19): the words of the documents instead of the name or e-mail.
    cvMatch: inCv ? cvSearchCondition(dialect, filters.q ?? '') : undefined,
    cvAs: inCv ? (form) => cvSearchCondition(dialect, filters.q ?? '', form) : undefined,
    cvKey: inCv ? cvSearchKey(filters.q ?? '') : undefined,
    since: filters.du ? startOfDay(filters.du, timeZone) : undefined,
    before: filters.au ? startOfDay(addDays(filters.au, 1), timeZone) : undefined,
    criteresNonRemplis: filters.criteresNonRemplis === undefined ? undefined : filters.criteresNonRemplis === 'true',
    canal: filters.canal,
  };
};

/** A search in CVs gives each listed application its `extrait` around the first match (§19). */
async function withExtraits(ctx: AppContext, filters: CandidatureFilters, list: Page<Candidature>) {
  if (filters.dans !== 'cv' || !filters.q || list.items.length === 0) return list;
  const extraits = await extraitsFor(
    ctx,
    list.items.map((c) => c.id),
    filters.q,
  );
  return {
    ...list,
    items: list.items.map((c) => {
      const extrait = extraits.get(c.id);
      return extrait === undefined ? c : { ...c, extrait };
    }),
  };
}

const ORDER_OF: Record<CandidatureTri, CandidatureOrder> = {
  '-date': 'newest',
  date: 'oldest',
  nom: 'name',
  '-nom': 'name-desc',
  etat: 'etat',
};
export const orderOf = (tri: CandidatureTri | undefined): CandidatureOrder => ORDER_OF[tri ?? '-date'];

/** The admin list, newest first unless `tri` says otherwise, with the filters of `listCriteria`. */
export async function listCandidatures(
  ctx: AppContext,
  filters: CandidatureFilters,
  scope: Scope,
): Promise<Page<Candidature>> {
  const { dialect, config } = ctx;
  const criteria = { ...listCriteria(filters, config.timeZone, dialect), scope };
  const list = await page(ctx, filters, criteria, orderOf(filters.tri));
  return withExtraits(ctx, filters, list);
}

/** The applications of one individu, in id order (the order they were made). */
export function listByIndividu(
  ctx: AppContext,
  individuId: number,
  query: PaginationQuery,
  scope: Scope,
): Promise<Page<Candidature>> {
  return page(ctx, query, { individuId, scope }, 'id');
}

/** The applications to the vacancies of that exact name (ignoring case), newest first, with the list's filters. */
export async function listByPosteNom(
  ctx: AppContext,
  nom: string,
  filters: CandidatureFilters,
  scope: Scope,
): Promise<Page<Candidature>> {
  const { dialect, config } = ctx;
  const criteria = { ...listCriteria(filters, config.timeZone, dialect), posteNomKey: toKey(nom), scope };
  return withExtraits(ctx, filters, await page(ctx, filters, criteria, orderOf(filters.tri)));
}

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
/** The answers given with applications (§16): the CSV export's, and one application's. */
export { getReponses, loadReponses } from './candidature-reponses.js';
export {
  countsByEtat,
  countsByEtatAndTopVacancies,
  countsByWeek,
  nomsPostes,
  topVacancies,
} from './candidature-stats.js';

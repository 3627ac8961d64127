import type { Canal, Candidature, CandidatureFilters, CandidatureTri, PaginationQuery } from '@recrutement/contract';
import type { Dialect } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { toKey, toSearchKey } from '../../lib/keys.js';
import type { Page } from '../../lib/page.js';
import { toSlice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { addDays, startOfDay } from '../../lib/zoned-time.js';
import { cvSearchCondition, cvSearchKey, extraitsFor } from '../cv/cv-search.service.js';
import { loadIndividus } from '../individu/individu.service.js';
import { loadPostesVacants } from '../poste-vacant/poste-vacant.service.js';
import * as repo from './candidature.repository.js';
import {
  type CandidatureCriteria,
  type CandidatureOrder,
  findCandidatureIds,
  findCandidaturePage,
} from './candidature-list.repository.js';
import { countByPosteNom } from './candidature-stats.repository.js';

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

/** Distinct vacancy names that have applications, with their counts, sorted by name. */
export async function nomsPostes(
  { db }: AppContext,
  query: PaginationQuery,
  scope: Scope,
): Promise<Page<{ nom: string; count: number }>> {
  const rows = await countByPosteNom(db, scope);
  const all = rows
    .map((r) => ({ nom: String(r.nom), count: Number(r.count) }))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr', { sensitivity: 'base' }));
  const slice = toSlice(query);
  return { items: slice ? all.slice(slice.offset, slice.offset + slice.limit) : all, total: all.length };
}

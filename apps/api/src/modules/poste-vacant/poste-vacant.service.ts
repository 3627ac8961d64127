import {
  annualSalary,
  type PosteVacant,
  type PosteVacantFilters,
  type PosteVacantInput,
  type Question,
  type QuestionType,
  type SalairePeriode,
  type Teletravail,
} from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { conflict, notFound, validation } from '../../lib/errors.js';
import { etagOf } from '../../lib/etag.js';
import { toKey, toSearchKey } from '../../lib/keys.js';
import type { Page } from '../../lib/page.js';
import { toSlice } from '../../lib/pagination.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import { sanitizeDescriptif } from '../../lib/sanitize.js';
import { ALL, type Scope } from '../../lib/scope.js';
import { searchWords, vacancySearchText } from '../../lib/search-text.js';
import * as repo from './poste-vacant.repository.js';
import { publicCache } from './public-cache.js';
import * as questionsRepo from './questions.repository.js';

/** Whether a vacancy exists, and its name (the criteria, the hiring team): read here, in its owner. */
export { existsPosteVacant, findPosteVacantName } from './poste-vacant.repository.js';

function toPosteVacant(row: repo.PosteVacantJoinedRow): PosteVacant {
  return {
    id: row.id,
    nom: row.nom,
    descriptif: row.descriptif,
    nomEn: row.nom_en,
    descriptifEn: row.descriptif_en,
    poste: { id: row.poste_id, reference: row.poste_reference, nom: row.poste_nom },
    session: {
      id: row.session_id,
      reference: row.session_reference,
      dateOuverture: row.session_date_ouverture,
      dateCloture: row.session_date_cloture,
      status: row.session_status === 1,
    },
    typeContrat: { id: row.type_contrat_id, type: row.type_contrat_type },
    lieu: row.lieu,
    salaireMin: row.salaire_min,
    salaireMax: row.salaire_max,
    salairePeriode: row.salaire_periode as SalairePeriode | null,
    teletravail: (row.teletravail ?? 'NON') as Teletravail,
  };
}

/** Vacancies by id, each with its poste, session and contract type, in one query. */
export async function loadPostesVacants(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, PosteVacant>> {
  const rows = await repo.findJoinedByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toPosteVacant(row)]));
}

const keyOf = (value: string | undefined) => (value ? toKey(value) : undefined);

/** The work positions whose folded name holds each word (a handful of rows, cached per version). */
async function postesMatching(ctx: AppContext, words: string[]) {
  const postes = await publicCache(ctx).get('postes', async () =>
    (await repo.findPostes(ctx.db)).map((p) => ({ id: p.id, key: toSearchKey(p.nom) })),
  );
  return words.map((word) => ({ word, posteIds: postes.filter((p) => p.key.includes(word)).map((p) => p.id) }));
}

async function criteriaOf(ctx: AppContext, filters: PosteVacantFilters, openOn: string | undefined, scope: Scope) {
  const words = filters.q ? searchWords(filters.q) : [];
  return {
    typeKey: keyOf(filters.typeContrat),
    posteKey: keyOf(filters.poste),
    nomKey: keyOf(filters.nom),
    lieuKey: keyOf(filters.lieu),
    teletravail: filters.teletravail,
    salaireMinAnnuel: filters.salaireMin,
    openOn,
    search: words.length > 0 ? await postesMatching(ctx, words) : undefined,
    scope,
  } satisfies repo.PosteVacantCriteria;
}

/**
 * One slice of the list and the total. A short page that is not past the end tells the total by
 * itself; only a full page (or an empty one past the end) needs the count, cached per filters.
 */
async function pageOf(
  ctx: AppContext,
  filters: PosteVacantFilters,
  criteria: repo.PosteVacantCriteria,
  count: () => Promise<number>,
): Promise<Page<PosteVacant>> {
  const slice = toSlice(filters);
  const order = filters.tri === 'recent' ? 'recent' : 'id';
  const rows = await repo.findJoined(ctx.db, ctx.dialect, criteria, slice, order);
  const items = rows.map(toPosteVacant);
  if (!slice) return { items, total: items.length };
  const known = rows.length < slice.limit && (rows.length > 0 || slice.offset === 0);
  return { items, total: known ? slice.offset + rows.length : await count() };
}

/** The list as an admin sees it: every vacancy, or only the open ones with `ouvert=true`. */
export async function listPostesVacants(
  ctx: AppContext,
  filters: PosteVacantFilters,
  viewer: { admin: boolean; today: string; scope: Scope },
): Promise<Page<PosteVacant>> {
  const openOn = !viewer.admin || filters.ouvert === 'true' ? viewer.today : undefined;
  const criteria = await criteriaOf(ctx, filters, openOn, viewer.scope);
  return pageOf(ctx, filters, criteria, () => repo.countJoined(ctx.db, ctx.dialect, criteria));
}

export interface CachedList {
  /** The JSON array, serialised once, and its ETag. */
  body: string;
  etag: string;
  total: number;
}

/**
 * The public list (open vacancies only, contract §4 and §11) from the cache of public reads: the
 * same filters in the same version of the data are read and serialised once, whoever asks.
 */
export async function listOpenPostesVacants(ctx: AppContext, filters: PosteVacantFilters): Promise<CachedList> {
  const today = ctx.clock.today();
  const { page, size, ...rest } = filters;
  const filterKey = JSON.stringify({ ...rest, ouvert: undefined, today });
  const cache = publicCache(ctx);
  return cache.get(`list|${filterKey}|${page}|${size}`, async () => {
    const criteria = await criteriaOf(ctx, filters, today, ALL);
    const count = () => cache.get(`count|${filterKey}`, () => repo.countJoined(ctx.db, ctx.dialect, criteria));
    const { items, total } = await pageOf(ctx, filters, criteria, count);
    const body = JSON.stringify(items);
    return { body, etag: etagOf(body), total };
  });
}

/** An open vacancy with its publication date, or null: what the public pages may show (cached). */
export async function findOpenPosteVacant(
  ctx: AppContext,
  id: number,
): Promise<(PosteVacant & { datePublication: string | null }) | null> {
  const today = ctx.clock.today();
  return publicCache(ctx).get(`open|${id}|${today}`, async () => {
    const [row] = await repo.findJoined(ctx.db, ctx.dialect, { openOn: today, ids: [id], scope: ALL }, null);
    return row ? { ...toPosteVacant(row), datePublication: row.date_publication } : null;
  });
}

/** Id and publication date of every open vacancy, newest first (sitemap; cached). */
export async function listOpenForSitemap(ctx: AppContext): Promise<{ id: number; datePublication: string | null }[]> {
  const today = ctx.clock.today();
  return publicCache(ctx).get(`sitemap|${today}`, async () =>
    (await repo.findJoined(ctx.db, ctx.dialect, { openOn: today, scope: ALL }, null, 'recent')).map((row) => ({
      id: row.id,
      datePublication: row.date_publication,
    })),
  );
}

/** Every open vacancy with its publication date, newest first: what the job feeds list (§22; cached). */
export async function listOpenForFeeds(ctx: AppContext): Promise<(PosteVacant & { datePublication: string | null })[]> {
  const today = ctx.clock.today();
  return publicCache(ctx).get(`feeds|${today}`, async () =>
    (await repo.findJoined(ctx.db, ctx.dialect, { openOn: today, scope: ALL }, null, 'recent')).map((row) => ({
      ...toPosteVacant(row),
      datePublication: row.date_publication,
    })),
  );
}

/** The version of the public data: part of the key of anything rendered from it (HTML pages). */
export const publicDataVersion = (ctx: AppContext) => publicCache(ctx).version();

/** Vacancies open today (active session, today within its dates): what `ouvert=true` lists. */
export function countOpenPostesVacants({ db, dialect, clock }: AppContext, scope: Scope): Promise<number> {
  return repo.countJoined(db, dialect, { openOn: clock.today(), scope });
}

/** A vacancy by id: admins see any, the public only an open one (contract §11); else 404. */
export async function getPosteVacant(ctx: AppContext, id: number, viewer: { admin: boolean } = { admin: true }) {
  const found = viewer.admin ? (await loadPostesVacants(ctx, [id])).get(id) : await findOpenPosteVacant(ctx, id);
  if (!found) throw notFound(m.posteVacantUnknown);
  if ('datePublication' in found) {
    const { datePublication: _, ...vacancy } = found;
    return vacancy;
  }
  return found;
}

/** 400 naming each relation of the input that does not exist. */
async function assertRelations(db: Db, input: PosteVacantInput): Promise<void> {
  const exists = await repo.findRelations(db, {
    posteId: input.poste.id,
    sessionId: input.session.id,
    typeContratId: input.typeContrat.id,
  });
  const fields: Record<string, string> = {};
  if (!exists.poste) fields.poste = m.posteUnknown;
  if (!exists.session) fields.session = m.sessionUnknown;
  if (!exists.typeContrat) fields.typeContrat = m.typeContratUnknown;
  if (Object.keys(fields).length > 0) throw validation(fields);
}

function toValues(input: PosteVacantInput): repo.PosteVacantValues {
  const descriptif = sanitizeDescriptif(input.descriptif);
  const lieu = input.lieu ?? null;
  return {
    nom: input.nom,
    nom_key: toKey(input.nom),
    descriptif,
    nom_en: input.nomEn ?? null,
    descriptif_en: input.descriptifEn ? sanitizeDescriptif(input.descriptifEn) || null : null,
    search_text: vacancySearchText(input.nom, descriptif),
    lieu,
    lieu_key: lieu === null ? null : toKey(lieu),
    poste_id: input.poste.id,
    session_id: input.session.id,
    type_contrat_id: input.typeContrat.id,
    salaire_min: input.salaireMin,
    salaire_max: input.salaireMax,
    salaire_periode: input.salairePeriode,
    salaire_max_annuel: annualSalary(input.salaireMax, input.salairePeriode),
    teletravail: input.teletravail,
  };
}

/** A relation deleted between the check and the write: the same 400 as the check. */
const relationRace = (db: Db, input: PosteVacantInput) => async () => {
  await assertRelations(db, input);
  return conflict(m.posteVacantUnknown);
};

export async function createPosteVacant(ctx: AppContext, input: PosteVacantInput): Promise<PosteVacant> {
  const { db } = ctx;
  await assertRelations(db, input);
  const values = { ...toValues(input), date_publication: ctx.clock.nowIso() };
  const id = await guardWrite(() => repo.insertPosteVacant(db, values), {
    foreignKey: relationRace(db, input),
  });
  publicCache(ctx).markStale();
  return getPosteVacant(ctx, id);
}

export async function updatePosteVacant(ctx: AppContext, id: number, input: PosteVacantInput): Promise<PosteVacant> {
  const { db } = ctx;
  if (!(await repo.existsPosteVacant(db, id))) throw notFound(m.posteVacantUnknown);
  await assertRelations(db, input);
  const updated = await guardWrite(() => repo.updatePosteVacantRow(db, id, toValues(input)), {
    foreignKey: relationRace(db, input),
  });
  if (!updated) throw notFound(m.posteVacantUnknown);
  publicCache(ctx).markStale();
  return getPosteVacant(ctx, id);
}

/** 409 while applications point at the vacancy: they are the record of who applied. */
export async function deletePosteVacant(ctx: AppContext, id: number): Promise<void> {
  const { db } = ctx;
  const used = await repo.countCandidatures(db, id);
  if (used > 0) throw conflict(m.posteVacantInUse(used));
  const deleted = await guardWrite(() => repo.deletePosteVacantRow(db, id), {
    foreignKey: async () => conflict(m.posteVacantInUse(await repo.countCandidatures(db, id))),
  });
  if (!deleted) throw notFound(m.posteVacantUnknown);
  publicCache(ctx).markStale();
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toQuestion(row: questionsRepo.QuestionRow): Question {
  return {
    id: row.id,
    libelle: row.libelle,
    type: row.type as QuestionType,
    choix: parseJson<string[]>(row.choix, []),
    obligatoire: Number(row.obligatoire) === 1,
    attendu: parseJson<Question['attendu']>(row.attendu, null),
  };
}

/**
 * A vacancy's screening questions with their expected answers (§16): staff reads, the apply flow
 * that flags an answer, the export's columns.
 */
export async function loadQuestions(ctx: Pick<AppContext, 'db'>, posteVacantId: number): Promise<Question[]> {
  return (await questionsRepo.findQuestions(ctx.db, posteVacantId)).map(toQuestion);
}

/**
 * The open vacancies as the alert job (§18) matches them, as rows; and whether §16's columns exist
 * yet (issue 23), which that job asks once per database.
 */
export {
  findOpenForAlerts,
  hasPosteVacantColumn,
  type OpenVacancyRow,
} from './poste-vacant.repository.js';

// lint-boundaries: clean
// lint-services: expect "renamed export findStaff as staffAccounts", "renamed export repo.findIdsOf as documentIdsOf", "runSurface(db: Db) takes the database first (./surface.job.js)", "loadAll(db: Db) takes the database first", "countOf(trx: Kysely<Schema>) takes the database first", "remove(db) takes the database first", "firstOf(db: AppContext['db']) takes the database first"
// A service entry that renames repository functions and takes the database first (scripts/lint-services.mjs).
import type { Kysely } from 'kysely';
import * as repo from './surface.repository.js';

type Schema = Record<string, never>;
type Db = Kysely<Schema>;
interface AppContext {
  db: Db;
}

export { findStaff as staffAccounts } from './surface.repository.js';
export const documentIdsOf = repo.findIdsOf;
export { runSurface } from './surface.job.js';

export async function loadAll(db: Db, ids: number[]) {
  return repo.findIdsOf(db, ids);
}

export const countOf = (trx: Kysely<Schema>) => repo.count(trx);

export const remove = function (db) {
  return repo.count(db);
};

export const firstOf = (db: AppContext['db']) => repo.count(db);

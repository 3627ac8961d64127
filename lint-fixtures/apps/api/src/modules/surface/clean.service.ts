// lint-boundaries: clean
// lint-services: clean
// A service entry as the rules want it: real functions taking the context or the caller's transaction,
// repository functions re-exported under their own names (scripts/lint-services.mjs).
import * as repo from './surface.repository.js';

interface AppContext {
  db: unknown;
  clock: { nowIso(): string };
}
interface TxScope {
  db: unknown;
  afterCommit(fn: () => void): void;
}
interface Tx extends TxScope {
  publish(event: { type: string }): Promise<void>;
}

export { findStaff, findIdsOf } from './surface.repository.js';
export { type Staff } from './surface.repository.js';
export { runSurfaceNow } from './surface.job.js';

export async function listAll({ db }: AppContext, ids: number[]) {
  return repo.findIdsOf(db, ids);
}

export const countOf = (ctx: Pick<AppContext, 'db'>) => repo.count(ctx.db);

/** Inside the caller's transaction: it publishes. */
export async function removeAll(tx: Tx, ids: number[]) {
  await repo.deleteAll(tx.db, ids);
  await tx.publish({ type: 'surface.removed' });
}

/** Inside the caller's transaction: it only writes. */
export const insertOne = (tx: TxScope, id: number) => repo.insert(tx.db, id);

export const PAGE_SIZE = 20;
export const orderOf = (tri: string | undefined) => tri ?? '-date';

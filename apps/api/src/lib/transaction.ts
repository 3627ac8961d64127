import type { Db } from '../db/index.js';
import type { AppContext } from './context.js';
import type { DomainEvent, TxScope } from './events.js';

/** A transaction as services see it: the query builder, events published in it, after-commit hooks. */
export interface Tx extends TxScope {
  publish(event: DomainEvent): Promise<void>;
}

/**
 * Runs `fn` in one database transaction. Events published with `tx.publish` reach their
 * subscribers inside it; `afterCommit` callbacks run only once it has committed (never after a
 * rollback), and a failing callback never fails the request.
 */
export async function inTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'events' | 'log'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const after: (() => void)[] = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    after.length = 0; // a retried body starts clean
    const tx: Tx = {
      db: trx,
      afterCommit: (hook) => after.push(hook),
      publish: (event) => ctx.events.publish(tx, event),
    };
    return fn(tx);
  });
  for (const hook of after) {
    try {
      hook();
    } catch (error) {
      ctx.log.warn({ err: { message: (error as Error).message } }, 'after-commit hook failed');
    }
  }
  return result;
}

/** A scope for publishing outside a transaction (a read that is audited, say): hooks run at once. */
export function immediateScope(db: Db): TxScope {
  return { db, afterCommit: (hook) => hook() };
}

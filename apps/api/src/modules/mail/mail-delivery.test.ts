import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { movableClock, startRelay, type TestRelay } from '../../../test/smtp.js';
import { createDatabase } from '../../db/index.js';
import { inTransaction } from '../../lib/transaction.js';
import { claimDue } from './mail.repository.js';
import { OUTBOX_JOB } from './mail.service.js';

/**
 * Sent once: two server instances over one database (separate connections or pools) emptying the
 * same outbox at the same time, and a worker that died holding messages.
 */
let relay: TestRelay;
let a: TestApp;
let b: TestApp;
const clock = movableClock();

beforeAll(async () => {
  // A relay that takes its time, so that the two workers really overlap.
  relay = await startRelay({ delayMs: 15 });
  a = await createTestApp({ SMTP_URL: relay.url }, { clock });
  b = await createTestApp({ SMTP_URL: relay.url }, { clock, database: createDatabase(a.config.database) });
});
afterAll(async () => {
  await b.close();
  await b.database.db.destroy();
  await a.close();
  await relay.stop();
});

/** `n` messages in the outbox (the last message of an erasure: one event, one row, no other data). */
async function enqueue(prefix: string, n: number): Promise<string[]> {
  const addresses = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.com`);
  for (const email of addresses) {
    await inTransaction(a.app.ctx, (tx) =>
      tx.publish({
        type: 'individu.erased',
        individuId: 1,
        email,
        by: 'self',
        actorUserId: null,
        applications: 0,
        files: 0,
      }),
    );
  }
  return addresses;
}

const rowsTo = (prefix: string) =>
  a.db.selectFrom('mail_outbox').selectAll().where('to_address', 'like', `${prefix}-%`).execute();

describe('several instances on one database', () => {
  it('send each message exactly once', async () => {
    const addresses = await enqueue('twice', 40);
    const runs = [a, b, a, b, a, b].map((t) => t.app.ctx.jobs.runNow(OUTBOX_JOB));
    await Promise.all(runs);
    await Promise.all([a.app.ctx.jobs.runNow(OUTBOX_JOB), b.app.ctx.jobs.runNow(OUTBOX_JOB)]);
    for (const address of addresses) expect(relay.to(address), address).toHaveLength(1);
    const rows = await rowsTo('twice');
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    // Both instances took part, each with the rows it claimed.
    expect(new Set(rows.map((r) => r.locked_by)).size).toBe(2);
  });
});

describe('a worker that dies holding messages', () => {
  it('leaves them to another once its lease runs out, and they are sent once', async () => {
    const addresses = await enqueue('crashed', 3);
    // Instance "a" claimed them and died before sending: nothing records an outcome.
    const claimed = await claimDue(a.db, a.app.ctx.dialect, {
      now: clock.nowIso(),
      until: new Date(clock.now().getTime() + 120_000).toISOString(),
      owner: 'dead-instance',
      limit: 10,
    });
    expect(claimed.map((r) => r.to_address).sort()).toEqual([...addresses].sort());
    await b.app.ctx.jobs.runNow(OUTBOX_JOB);
    for (const address of addresses) expect(relay.to(address)).toHaveLength(0);
    clock.advance(121_000);
    await b.app.ctx.jobs.runNow(OUTBOX_JOB);
    await a.app.ctx.jobs.runNow(OUTBOX_JOB);
    for (const address of addresses) expect(relay.to(address)).toHaveLength(1);
    expect((await rowsTo('crashed')).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { makeIndividu } from '../db/seed/factories.js';
import { releaseLease, takeLease } from './jobs.js';
import { inTransaction } from './transaction.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('events in a transaction', () => {
  it('subscribers write in the publisher transaction; after-commit hooks run only after a commit', async () => {
    const seen: string[] = [];
    const off = t.app.ctx.events.subscribe('offres.changed', async (tx) => {
      await makeIndividu(tx.db, { email: `evt-${seen.length}@example.com` });
      tx.afterCommit(() => seen.push('committed'));
    });
    await inTransaction(t.app.ctx, (tx) => tx.publish({ type: 'offres.changed' }));
    const failed = inTransaction(t.app.ctx, async (tx) => {
      await tx.publish({ type: 'offres.changed' });
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    off();
    const rows = await t.db.selectFrom('individu').select('email').where('email', 'like', 'evt-%').execute();
    // The first write committed with its transaction, the second rolled back with its own.
    expect(rows.map((r) => r.email)).toEqual(['evt-0@example.com']);
    expect(seen).toEqual(['committed']);
  });
});

describe('job leases', () => {
  it('one holder at a time; free again once released or expired', async () => {
    const ctx = t.app.ctx;
    expect(await takeLease(ctx, 'test-job', 60_000, 'a')).toBe(true);
    expect(await takeLease(ctx, 'test-job', 60_000, 'b')).toBe(false);
    // The holder renews its own lease.
    expect(await takeLease(ctx, 'test-job', 60_000, 'a')).toBe(true);
    await releaseLease(ctx, 'test-job', 'a');
    expect(await takeLease(ctx, 'test-job', 1, 'b')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Expired: another instance may take it over (a crashed holder never blocks the job).
    expect(await takeLease(ctx, 'test-job', 60_000, 'c')).toBe(true);
  });

  it('runNow runs a registered job once even when asked twice at the same time', async () => {
    let runs = 0;
    t.app.ctx.jobs.register({
      name: 'count',
      everyMs: 60_000,
      exclusive: true,
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const [a, b] = await Promise.all([t.app.ctx.jobs.runNow('count'), t.app.ctx.jobs.runNow('count')]);
    expect([a, b]).toEqual([true, true]);
    expect(runs).toBe(1);
  });
});

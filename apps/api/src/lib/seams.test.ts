import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { makeIndividu } from '../seed/factories.js';
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

  it('runNow never runs a job twice at the same time', async () => {
    let runs = 0;
    let inside = 0;
    let overlap = false;
    t.app.ctx.jobs.register({
      name: 'count',
      everyMs: 60_000,
      exclusive: true,
      run: async () => {
        runs++;
        inside++;
        if (inside > 1) overlap = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        inside--;
      },
    });
    const results = await Promise.all([1, 2, 3].map(() => t.app.ctx.jobs.runNow('count')));
    expect(results).toEqual([true, true, true]);
    expect(overlap).toBe(false);
    // The first call runs; the two that came during it share one follow-up run.
    expect(runs).toBe(2);
  });

  it('runNow during a run waits for it and runs once more (callers meanwhile share that run)', async () => {
    const seen: number[] = [];
    let work = 0;
    let release: () => void = () => undefined;
    let first = true;
    t.app.ctx.jobs.register({
      name: 'snapshot',
      everyMs: 60_000,
      run: async () => {
        seen.push(work);
        if (first) {
          first = false;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
      },
    });
    const under = t.app.ctx.jobs.runNow('snapshot');
    await new Promise((resolve) => setTimeout(resolve, 5));
    work = 1; // a change the run under way has not seen
    const later = [t.app.ctx.jobs.runNow('snapshot'), t.app.ctx.jobs.runNow('snapshot')];
    release();
    expect(await Promise.all([under, ...later])).toEqual([true, true, true]);
    expect(seen).toEqual([0, 1]);
  });
});

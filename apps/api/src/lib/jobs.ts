import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Job, JobRunner } from './context.js';

// The job's shapes live beside the context they run with (one direction: jobs.ts → context.ts).
export type { Job, JobRunner } from './context.js';

export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes (or renews) the lease of `name` until now + `ms`; false when another instance holds it.
 * With `notRunSince`, also false when the job last ran (to its end) after that instant: a periodic
 * tick then leaves the period's run to the instance that already did it.
 */
export async function takeLease(
  ctx: AppContext,
  name: string,
  ms: number,
  owner = INSTANCE_ID,
  options: { notRunSince?: Date } = {},
): Promise<boolean> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + ms).toISOString();
  await ctx.db
    .insertInto('job_lease')
    .values({ name, owner: null, locked_until: new Date(0).toISOString(), last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const since = options.notRunSince?.toISOString();
  const result = await ctx.db
    .updateTable('job_lease')
    .set({ owner, locked_until: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('locked_until', '<', now.toISOString()), eb('owner', '=', owner)]))
    .$if(since !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', since as string)])),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the lease; `ran` records the run's end (a failed run is not one: the next tick tries again). */
export async function releaseLease(ctx: AppContext, name: string, owner = INSTANCE_ID, ran = true): Promise<void> {
  await ctx.db
    .updateTable('job_lease')
    .set({
      owner: null,
      locked_until: new Date(0).toISOString(),
      ...(ran ? { last_run_at: ctx.clock.nowIso() } : {}),
    })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

/**
 * When an exclusive job last ran to its end (its lease row), or null: what a job that picks up
 * everything since its previous run asks (the alerts' new vacancies).
 */
export async function lastRunOf(ctx: Pick<AppContext, 'db'>, name: string): Promise<string | null> {
  const row = await ctx.db.selectFrom('job_lease').select('last_run_at').where('name', '=', name).executeTakeFirst();
  return row?.last_run_at ?? null;
}

/**
 * A periodic tick skips an exclusive job that another instance ran within this share of its period:
 * N instances ticking every day purge once a day, not N times. (Not the whole period: timers drift,
 * and the instance that ran it last must not skip its own next tick.)
 */
const DUE_SHARE = 0.9;

export function createJobRunner(ctx: AppContext, log: FastifyBaseLogger): JobRunner {
  const jobs = new Map<string, Job>();
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  const followUps = new Map<string, Promise<boolean>>();
  let started = false;

  /** `tick`: a periodic run, skipped when another instance has done this period's; else forced (runNow, wake). */
  async function execute(job: Job, tick: boolean): Promise<boolean> {
    const leaseMs = job.leaseMs ?? 5 * 60_000;
    const notRunSince = tick ? new Date(ctx.clock.now().getTime() - job.everyMs * DUE_SHARE) : undefined;
    if (job.exclusive && !(await takeLease(ctx, job.name, leaseMs, INSTANCE_ID, { notRunSince }))) return false;
    let ran = false;
    try {
      await job.run(ctx);
      ran = true;
      return true;
    } finally {
      if (job.exclusive) await releaseLease(ctx, job.name, INSTANCE_ID, ran).catch(() => undefined);
    }
  }

  function runOnce(job: Job, tick = false): Promise<boolean> {
    const current = running.get(job.name);
    if (current) return current;
    const run = execute(job, tick)
      .catch((error) => {
        // A job failing (database away, relay down) is retried at its next tick, never fatal.
        log.warn({ job: job.name, err: { message: (error as Error).message } }, 'job failed');
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  function schedule(job: Job, delay = job.everyMs, tick = true) {
    if (!started) return;
    clearTimeout(timers.get(job.name));
    const timer = setTimeout(async () => {
      await runOnce(job, tick);
      schedule(job);
    }, delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    register(job) {
      jobs.set(job.name, job);
      if (started) schedule(job, 0);
    },
    start() {
      started = true;
      for (const job of jobs.values()) schedule(job, Math.min(job.everyMs, 1_000));
    },
    async stop() {
      started = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`unknown job "${name}"`);
      // A run already under way may have read its work before the caller's change: wait for it, then
      // run again. Callers arriving meanwhile share that one follow-up run.
      const current = running.get(name);
      if (!current) return runOnce(job);
      let next = followUps.get(name);
      if (!next) {
        next = current.then(() => {
          followUps.delete(name);
          return runOnce(job);
        });
        followUps.set(name, next);
      }
      return next;
    },
    wake(name) {
      const job = jobs.get(name);
      if (job && started) schedule(job, 0, false);
    },
  };
}

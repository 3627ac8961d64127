import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db, Dialect } from '../db/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Broadcast } from './broadcast.js';
import type { Clock } from './clock.js';
import type { EventBus } from './events.js';

/**
 * What every service works with, passed as one object (`ctx`) rather than positional parameters:
 * a new seam (mail, audit, jobs, cache) is a new field here, not a change of every signature.
 * Routes hand `app.ctx` to the service; a service opens its transaction on `ctx.db` and hands
 * the transaction to repositories and to `ctx.events.publish`.
 */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  events: EventBus;
  jobs: JobRunner;
  /** Notices to every server instance (cache invalidation); through Redis when configured. */
  broadcast: Broadcast;
  log: FastifyBaseLogger;
  /**
   * Which of these stored file names a row still names (the documents module's reader, handed in
   * by app.ts): the file deletion queue (storage/) never removes a file in use, and never imports
   * a module to know it.
   */
  referencedFiles: (ctx: Pick<AppContext, 'db'>, names: string[]) => Promise<Set<string>>;
}

/**
 * Background work of the server (mail outbox, retention, file cleanup…). Each job runs every
 * `everyMs`; an `exclusive` job runs in one process at a time across instances, through a lease
 * row in `job_lease` taken with one conditional UPDATE (portable: SQLite and PostgreSQL).
 */
export interface Job {
  name: string;
  everyMs: number;
  /**
   * Only one instance runs it at a time (lease held for `leaseMs`, default 5 minutes), and its
   * periodic run happens once per period across instances (runNow and wake always run it).
   */
  exclusive?: boolean;
  leaseMs?: number;
  run(ctx: AppContext): Promise<void>;
}

export interface JobRunner {
  register(job: Job): void;
  start(): void;
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
  /**
   * Runs one job now (tests, `npm run purge`), after any run of it already under way, honouring its
   * lease. Answers false when another instance holds it.
   */
  runNow(name: string): Promise<boolean>;
  /** Wakes a job before its next tick (e.g. the outbox after a commit). */
  wake(name: string): void;
}

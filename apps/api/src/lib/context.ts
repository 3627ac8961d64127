import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db, Dialect } from '../db/index.js';
import type { FileStorage } from '../storage/index.js';
import type { Broadcast } from './broadcast.js';
import type { Clock } from './clock.js';
import type { EventBus } from './events.js';
import type { JobRunner } from './jobs.js';

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
}

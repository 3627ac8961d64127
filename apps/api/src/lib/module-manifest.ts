import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema.js';
import type { AppContext } from './context.js';
import type { EventType } from './events.js';

/** A table of the one Kysely `Database` (db/schema.ts). */
export type TableName = keyof Database & string;

/** What a start hands back when something must be closed with the server (a transport, a child process). */
export interface Closable {
  close(): void | Promise<void>;
}

/** A module's routes: a Fastify plugin registering them. */
export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** A module's start: its subscribers and jobs begin; it may hand back what to close with the server. */
export type StartFunction = ((ctx: AppContext) => void) | ((ctx: AppContext) => Closable);

/**
 * What a server module is, in one small file at its root (`modules/<m>/<m>.manifest.ts`):
 * `modules/index.ts` starts the modules and registers their routes from these, and
 * `npm run lint` holds the code to them (scripts/lint-ownership.mjs: who writes and reads which
 * table, the events and the jobs; scripts/lint-boundaries.mjs: the public entry). The ownership
 * block of docs/ARCHITECTURE.md is rendered from them (scripts/architecture-tables.mjs). The
 * scripts read them with a parser, not by running them: names, tables, events and jobs are
 * written as literals.
 */
export interface ModuleManifest {
  /** The module's folder under modules/. */
  readonly name: string;
  /** The tables only this module writes, and whose reads on their own it holds; declared in its `<m>.tables.ts`. */
  readonly owns: readonly TableName[];
  /**
   * Tables of other modules it reads itself, each with why: a join to show a name or to scope a
   * list, never a write. Anything else it asks the owner's entry.
   */
  readonly reads: { readonly [table in TableName]?: string };
  /** The events it publishes (`tx.publish`) and those it subscribes to (in its start). */
  readonly publishes: readonly EventType[];
  readonly subscribes: readonly EventType[];
  /** The names of the background jobs its start registers. */
  readonly jobs: readonly string[];
  /** Its route plugins, registered in this order. */
  readonly routes: readonly RoutePlugin[];
  /** Where its subscribers and jobs begin (`<m>.start.ts`), when it has any. */
  readonly start?: StartFunction;
  /** The one file of the module that other modules may import (normally `<m>.service.ts`). */
  readonly entry: string;
}

/**
 * The plumbing's tables (`lib/plumbing.manifest.ts`): lib/ and storage/ own the rows their seams
 * keep (job leases, the file deletion queue) and read no module's table.
 */
export interface PlumbingManifest {
  readonly name: 'plumbing';
  /** The folders under src/ whose files are the plumbing's. */
  readonly folders: readonly string[];
  readonly owns: readonly TableName[];
  readonly reads: { readonly [table in TableName]?: string };
}

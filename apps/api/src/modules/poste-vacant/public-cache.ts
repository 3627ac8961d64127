import type { AppContext } from '../../lib/context.js';
import { Lru } from '../../lib/lru.js';
import { readPublicDataVersion } from './poste-vacant.repository.js';

/** How long an instance trusts the version it read: the most a write elsewhere can stay unseen. */
const VERSION_TTL_MS = 500;

/**
 * A small in-process cache of what the public pages read (the open vacancies list, an offer, the
 * sitemap), correct with several instances: every entry belongs to a version of the public data,
 * a counter in the database that triggers raise on every write to the tables those pages show
 * (migration 2230), whoever writes. An instance re-reads the counter at most every
 * VERSION_TTL_MS, and at once after a write of its own (markStale); entries of an older version
 * are never asked for again and age out of the LRU.
 */
export class PublicReadCache {
  readonly #entries = new Lru<string, Promise<unknown>>(2000);
  #version: Promise<number> | null = null;
  #readAt = 0;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly now: () => number = Date.now,
  ) {}

  version(): Promise<number> {
    if (!this.#version || this.now() - this.#readAt > VERSION_TTL_MS) {
      this.#readAt = this.now();
      // Concurrent requests share one read.
      this.#version = this.readVersion().catch((error: unknown) => {
        this.#version = null;
        throw error;
      });
    }
    return this.#version;
  }

  /** After a write through this instance: the next read looks at the database's counter again. */
  markStale(): void {
    this.#version = null;
  }

  /** The value of `key` in the current version, loading it once (concurrent callers share the load). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${await this.version()}|${key}`;
    let entry = this.#entries.get(fullKey) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.#entries.set(fullKey, entry);
      // A failed load is not kept: the next request tries again.
      const loading = entry;
      loading.catch(() => {
        if (this.#entries.get(fullKey) === loading) this.#entries.delete(fullKey);
      });
    }
    return entry;
  }
}

const caches = new WeakMap<object, PublicReadCache>();

/** The cache of one app (one per database handle, so that test apps never share one). */
export function publicCache(ctx: Pick<AppContext, 'db'>): PublicReadCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new PublicReadCache(() => readPublicDataVersion(ctx.db));
    caches.set(ctx.db, cache);
  }
  return cache;
}

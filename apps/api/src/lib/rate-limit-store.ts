import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The store interface of @fastify/rate-limit (its `read` included, for `{ increment: false }`). */
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores: the Redis one counts with one Lua script (INCR + PEXPIRE, atomic), the
// local one in an LRU map. They are not exported by name, hence the require of their files.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/**
 * Rate limits counted in Redis, so that every instance sees the same count for an address. While
 * Redis is away each instance counts alone (its in-memory store): the limits still hold, per
 * instance, instead of failing open (no limit at all: passwords guessed freely) or closed (nobody
 * can sign in or apply because a cache is down). One warning per outage, from `connectRedis`.
 */
export function redisRateLimitStore(redis: Redis, prefix: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  /** Built by the plugin with its global parameters (`store` option); `child` builds one per route. */
  return class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: StoreParams, parts?: { shared: Store; local: Store }) {
      const { continueExceeding, exponentialBackoff } = params;
      this.shared =
        parts?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, `${prefix}rate-limit:`);
      this.local = parts?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      const local = () => this.local[method]?.(key, callback, timeWindow, max);
      // Not connected: no command would be sent anyway (no offline queue), count here at once.
      if (redis.status !== 'ready') return local();
      this.shared[method]?.(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          log.debug({ err: { message: error.message } }, 'rate limit counted locally');
          local();
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('read', key, callback, timeWindow, max);
    }

    /** `routeOptions` is the route's merged limit parameters (typed loosely by the plugin). */
    child(routeOptions: object): Store {
      return new FallbackStore(routeOptions as StoreParams, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  };
}

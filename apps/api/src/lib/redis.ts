import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection to the Redis shared by the instances (`REDIS_URL`). Redis holds nothing that
 * cannot be lost: rate-limit counters and notices between instances. So a Redis that is away
 * must never stop a request: a command fails fast (no offline queue, one-second timeout) and the
 * caller falls back; the connection retries forever in the background. The outage is logged
 * once when it starts and once when it ends (never the URL, which may carry a password).
 */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
  options: { queueWhileOffline?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    // A subscriber queues its SUBSCRIBE until connected; a command connection fails at once.
    enableOfflineQueue: options.queueWhileOffline ?? false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return;
    down = true;
    log.warn({ redis: purpose, code: error.code ?? error.name }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: purpose }, 'redis available again');
  });
  return redis;
}

/** How long a start waits for Redis before going on without it (it connects later by itself). */
export const CONNECT_WAIT_MS = 2_000;

/** Closes a connection politely, or at once when Redis does not answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/** Resolves once connected, or after `ms` without failing: a Redis that is away must not stop a start. */
export function whenConnected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

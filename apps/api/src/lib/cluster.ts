import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import { type Broadcast, createLocalBroadcast, createRedisBroadcast } from './broadcast.js';
import { redisRateLimitStore } from './rate-limit-store.js';
import { CONNECT_WAIT_MS, closeRedis, connectRedis, whenConnected } from './redis.js';

/**
 * What the server instances share besides the database and the file store (contract §13): with
 * `REDIS_URL`, rate-limit counters and broadcast notices go through Redis; without it, both stay in
 * this process and one instance works exactly as before.
 */
export interface ClusterSeams {
  broadcast: Broadcast;
  /** The `store` option of @fastify/rate-limit; undefined keeps the plugin's in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** Resolves once Redis is connected, or after a short wait: a start never fails for want of it. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createClusterSeams(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: FastifyBaseLogger,
): ClusterSeams {
  if (!config.redisUrl) {
    const broadcast = createLocalBroadcast(log);
    return { broadcast, rateLimitStore: undefined, ready: async () => {}, close: async () => {} };
  }
  const commands = connectRedis(config.redisUrl, log, 'commands');
  const broadcast = createRedisBroadcast(commands, config.redisUrl, config.redisPrefix, log);
  return {
    broadcast,
    rateLimitStore: redisRateLimitStore(commands, config.redisPrefix, log),
    async ready() {
      await Promise.all([whenConnected(commands, CONNECT_WAIT_MS), broadcast.ready()]);
    },
    async close() {
      await broadcast.close();
      await closeRedis(commands);
    },
  };
}

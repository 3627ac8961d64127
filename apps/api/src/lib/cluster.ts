import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import { type Broadcast, createLocalBroadcast, createRedisBroadcast } from './broadcast.js';
import { redisRateLimitStore } from './rate-limit-store.js';
import { closeRedis, connectRedis } from './redis.js';

/**
 * What the server instances share besides the database and the file store (contract §13): with
 * `REDIS_URL`, rate-limit counters and broadcast notices go through Redis; without it, both stay in
 * this process and one instance works exactly as before.
 */
export interface ClusterSeams {
  broadcast: Broadcast;
  /** The `store` option of @fastify/rate-limit; undefined keeps the plugin's in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  close(): Promise<void>;
}

export function createClusterSeams(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: FastifyBaseLogger,
): ClusterSeams {
  if (!config.redisUrl) {
    return { broadcast: createLocalBroadcast(log), rateLimitStore: undefined, close: async () => {} };
  }
  const commands = connectRedis(config.redisUrl, log, 'commands');
  const broadcast = createRedisBroadcast(commands, config.redisUrl, config.redisPrefix, log);
  return {
    broadcast,
    rateLimitStore: redisRateLimitStore(commands, config.redisPrefix, log),
    async close() {
      await broadcast.close();
      await closeRedis(commands);
    },
  };
}

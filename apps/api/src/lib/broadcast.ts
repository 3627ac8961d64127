import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EventBus, EventType } from './events.js';
import { CONNECT_WAIT_MS, closeRedis, connectRedis, whenConnected } from './redis.js';

/**
 * Notices every server instance must hear, such as "the open vacancies changed: drop your cached
 * copy". A handler runs in this process at once and, with Redis (`REDIS_URL`), in every other
 * instance through one pub/sub channel. Delivery is best effort: a notice sent while Redis is away
 * is lost, so each handler is also called with `null` when the channel comes back ("notices may
 * have been missed": drop everything) — a cache must not outlive an invalidation it never heard.
 */
export type BroadcastHandler = (message: string | null) => void;

export interface Broadcast {
  /** Never throws: a lost notice is logged, not the caller's failure. */
  publish(topic: string, message?: string): Promise<void>;
  subscribe(topic: string, handler: BroadcastHandler): () => void;
  /** Resolves once listening (or after a short wait when Redis is away). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  topic: string;
  message: string;
}

function handlerRegistry(log: FastifyBaseLogger) {
  const handlers = new Map<string, Set<BroadcastHandler>>();
  return {
    add(topic: string, handler: BroadcastHandler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    run(topic: string, message: string | null) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(message);
        } catch (error) {
          log.warn({ topic, err: { message: (error as Error).message } }, 'broadcast handler failed');
        }
      }
    },
    runAll(message: null) {
      for (const topic of handlers.keys()) this.run(topic, message);
    },
  };
}

/** One process: notices reach this process's handlers only (no `REDIS_URL`). */
export function createLocalBroadcast(log: FastifyBaseLogger): Broadcast {
  const registry = handlerRegistry(log);
  return {
    async publish(topic, message = '') {
      registry.run(topic, message);
    },
    subscribe: (topic, handler) => registry.add(topic, handler),
    async ready() {},
    async close() {},
  };
}

/**
 * Several instances: one Redis channel (`<prefix>broadcast`). Notices go out on `publisher` (the
 * instance's command connection) and come in on a connection of their own (a subscribed Redis
 * connection takes no other command).
 */
export function createRedisBroadcast(publisher: Redis, url: string, prefix: string, log: FastifyBaseLogger): Broadcast {
  const channel = `${prefix}broadcast`;
  const registry = handlerRegistry(log);
  const subscriber: Redis = connectRedis(url, log, 'broadcast', { queueWhileOffline: true });
  // Its own notices come back through Redis: they are recognised and skipped (already run here).
  const self = randomUUID();
  subscriber.on('ready', () => {
    // (Re)connected: ioredis subscribes again by itself, but what was sent meanwhile is gone.
    registry.runAll(null);
  });
  subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('message', (_channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from !== self) registry.run(envelope.topic, envelope.message);
  });
  return {
    async publish(topic, message = '') {
      registry.run(topic, message);
      const envelope: Envelope = { from: self, topic, message };
      await publisher.publish(channel, JSON.stringify(envelope)).catch((error: Error) => {
        log.warn({ topic, err: { message: error.message } }, 'broadcast not sent to the other instances');
      });
    },
    subscribe: (topic, handler) => registry.add(topic, handler),
    ready: () => whenConnected(subscriber, CONNECT_WAIT_MS),
    close: () => closeRedis(subscriber),
  };
}

/**
 * Domain events that other instances must hear of are broadcast once their transaction has
 * committed (never for a rollback), under the event's type as topic.
 */
export function relayCommittedEvents(events: EventBus, broadcast: Broadcast, types: EventType[]): void {
  for (const type of types) {
    events.subscribe(type, (tx) => {
      tx.afterCommit(() => {
        void broadcast.publish(type);
      });
    });
  }
}

import { type Role, roleSchema } from '@recrutement/contract';
import type { Broadcast } from '../../lib/broadcast.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionGate } from '../../plugins/auth.js';
import { secondFactorMissing } from '../mfa/mfa.service.js';
import { findSessionState, insertRevokedToken } from './auth.repository.js';
import { deviceName } from './session-device.js';
import { insertSession, touchSession } from './sessions.repository.js';

export type { SessionGate, SessionState } from '../../plugins/auth.js';

interface Entry {
  userId: number;
  until: number;
  row: {
    emailVerifie: boolean;
    notBeforeMs: number | null;
    revoked: boolean;
    actif: boolean;
    role: Role;
    mfaMissing: boolean;
  } | null;
}

/** « Mes sessions » shows when a session was last seen, to the minute: one write a minute at most. */
const SEEN_EVERY_MS = 60_000;

const TOPIC = 'sessions';

/** Tells every instance's gate (this one included) to forget what it remembers of a user. */
export function forgetSessionsOf(broadcast: Broadcast, userId: number): Promise<void> {
  return broadcast.publish(TOPIC, `user:${userId}`);
}

/**
 * Session checks on every authenticated request, cheaply: the truth is in the database (so every
 * instance agrees), and each instance remembers an answer for a short time (`ttlMs`, 2 s by
 * default). A logout or a reset is immediate on the instance that did it; the others hear it at
 * once through the broadcast when there is one (Redis), and within `ttlMs` in any case. The
 * memory is bounded: past `maxEntries` it starts afresh.
 */
export function createSessionGate(
  ctx: Pick<AppContext, 'db' | 'broadcast'>,
  options: { ttlMs?: number; maxEntries?: number } = {},
): SessionGate {
  const ttlMs = options.ttlMs ?? 2_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Entry>();
  const forgetLocally = (userId: number) => {
    for (const [jti, entry] of cache) if (entry.userId === userId) cache.delete(jti);
  };
  // `user:<id>` from another instance; null: notices may have been missed, forget everything.
  ctx.broadcast.subscribe(TOPIC, (message) => {
    const userId = message === null ? null : Number(/^user:(\d+)$/.exec(message)?.[1]);
    if (userId === null) cache.clear();
    else if (Number.isInteger(userId)) forgetLocally(userId);
  });
  const tell = (userId: number) => ctx.broadcast.publish(TOPIC, `user:${userId}`);

  async function load(jti: string, userId: number): Promise<Entry['row']> {
    const now = Date.now();
    const cached = cache.get(jti);
    if (cached && cached.until > now && cached.userId === userId) return cached.row;
    const found = await findSessionState(ctx.db, userId, jti);
    const role = found ? roleSchema.parse(found.role) : null;
    const row =
      found && role
        ? {
            emailVerifie: Number(found.email_verifie) === 1,
            notBeforeMs: found.sessions_not_before ? Date.parse(found.sessions_not_before) : null,
            revoked: found.revoked !== null,
            actif: Number(found.actif) === 1,
            role,
            mfaMissing: await secondFactorMissing(ctx, userId, role),
          }
        : null;
    if (found?.vue_le && Date.parse(found.vue_le) < now - SEEN_EVERY_MS && !found.revoked)
      await touchSession(ctx.db, jti, new Date(now).toISOString());
    if (cache.size >= maxEntries) cache.clear();
    cache.set(jti, { userId, until: now + ttlMs, row });
    return row;
  }

  return {
    async check({ jti, userId, issuedAtMs }) {
      const row = await load(jti, userId);
      if (!row) return { valid: false, emailVerifie: false, role: null, mfaMissing: false };
      const tooOld = row.notBeforeMs !== null && issuedAtMs < row.notBeforeMs;
      const valid = row.actif && !row.revoked && !tooOld;
      return { valid, emailVerifie: row.emailVerifie, role: row.role, mfaMissing: row.mfaMissing };
    },
    async opened({ jti, userId, expiresAt, ip, userAgent }) {
      const at = new Date().toISOString();
      const appareil = deviceName(userAgent);
      await insertSession(ctx.db, { jti, userId, at, expiresAt: expiresAt.toISOString(), ip, appareil });
    },
    async revoke({ jti, userId, expiresAt }) {
      await insertRevokedToken(ctx.db, jti, expiresAt.toISOString());
      await tell(userId);
      cache.set(jti, { userId, until: Number.POSITIVE_INFINITY, row: null });
    },
    forgetUser(userId) {
      forgetLocally(userId);
      void tell(userId);
    },
  };
}

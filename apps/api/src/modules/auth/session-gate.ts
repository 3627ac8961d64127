import type { Db } from '../../db/index.js';
import { findSessionState, insertRevokedToken } from './auth.repository.js';

/** What the database says of one session token, at most `ttlMs` old. */
export interface SessionState {
  /** The token may be used: its user exists, it was not revoked, it is not older than the cut-off. */
  valid: boolean;
  emailVerifie: boolean;
}

export interface SessionGate {
  /** Checks a signed token (already verified) against revocations and the user's cut-off. */
  check(token: { jti: string; userId: number; issuedAtMs: number }): Promise<SessionState>;
  /** Revokes one token (logout) until `expiresAt`, at once on this instance. */
  revoke(token: { jti: string; userId: number; expiresAt: Date }): Promise<void>;
  /** Drops what this instance remembers of a user (after a reset or a verification). */
  forgetUser(userId: number): void;
}

interface Entry {
  userId: number;
  until: number;
  row: { emailVerifie: boolean; notBeforeMs: number | null; revoked: boolean } | null;
}

/**
 * Session checks on every authenticated request, cheaply: the truth is in the database (so every
 * instance agrees), and each instance remembers an answer for a short time (`ttlMs`, 2 s by
 * default). A logout or a reset is immediate on the instance that did it and reaches the others
 * within that time. The memory is bounded: past `maxEntries` it starts afresh.
 */
export function createSessionGate(db: Db, options: { ttlMs?: number; maxEntries?: number } = {}): SessionGate {
  const ttlMs = options.ttlMs ?? 2_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Entry>();

  async function load(jti: string, userId: number): Promise<Entry['row']> {
    const now = Date.now();
    const cached = cache.get(jti);
    if (cached && cached.until > now && cached.userId === userId) return cached.row;
    const found = await findSessionState(db, userId, jti);
    const row = found
      ? {
          emailVerifie: Number(found.email_verifie) === 1,
          notBeforeMs: found.sessions_not_before ? Date.parse(found.sessions_not_before) : null,
          revoked: found.revoked !== null,
        }
      : null;
    if (cache.size >= maxEntries) cache.clear();
    cache.set(jti, { userId, until: now + ttlMs, row });
    return row;
  }

  return {
    async check({ jti, userId, issuedAtMs }) {
      const row = await load(jti, userId);
      if (!row) return { valid: false, emailVerifie: false };
      const tooOld = row.notBeforeMs !== null && issuedAtMs < row.notBeforeMs;
      return { valid: !row.revoked && !tooOld, emailVerifie: row.emailVerifie };
    },
    async revoke({ jti, userId, expiresAt }) {
      await insertRevokedToken(db, jti, expiresAt.toISOString());
      cache.set(jti, { userId, until: Number.POSITIVE_INFINITY, row: null });
    },
    forgetUser(userId) {
      for (const [jti, entry] of cache) if (entry.userId === userId) cache.delete(jti);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { CLAIM_COOKIE, type Role, SESSION_COOKIE } from '@recrutement/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { emailNotVerified, forbidden, unauthorized } from '../lib/errors.js';
import { createSessionGate } from '../modules/auth/auth.service.js';

/** Who a session token is for. */
export interface AuthUser {
  id: number;
  role: Role;
  individuId: number;
}

/** Who is calling, from a valid session token (header or cookie) that is still in force. */
export interface SessionUser extends AuthUser {
  /** Read from the database with the session (a verification counts from the next request). */
  emailVerifie: boolean;
}

/** The claims of our session tokens. `iat_ms`: `iat` to the millisecond, for the reset cut-off. */
interface SessionClaims {
  sub: string;
  role: Role;
  individu: number;
  jti?: string;
  iat_ms?: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** True when the session came from the cookie alone (no Authorization header). */
    viaCookie: boolean;
  }
  interface FastifyInstance {
    sessions: Sessions;
    allowedOrigins: Set<string>;
  }
}

const SESSION_SECONDS = 8 * 60 * 60;
const CLAIM_SECONDS = 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Sessions {
  /** Signs a session token (JWT HS256, 8 h, claims sub, role, individu, jti, iat). */
  sign(user: AuthUser): string;
  /** Revokes the tokens this request presents (header and cookie): they answer 401 from now on. */
  revokePresented(request: FastifyRequest): Promise<void>;
  /** This instance forgets what it knew of a user's sessions (after a reset or a verification). */
  forgetUser(userId: number): void;
  setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clearSessionCookie(reply: FastifyReply): void;
  /** Grants this browser the claim on an individu for one hour (contract §5). */
  setClaim(request: FastifyRequest, reply: FastifyReply, individuId: number): void;
  /** The individu this browser holds a valid claim on, if any. */
  claimedIndividu(request: FastifyRequest): number | null;
}

const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  maxAge,
});

export const authPlugin = fp(
  async (app, opts: { config: Config }) => {
    const key = opts.config.jwtSecret;
    const signer = createSigner({ key, algorithm: 'HS256', expiresIn: SESSION_SECONDS * 1000 });
    const verifier = createVerifier({ key, algorithms: ['HS256'], cache: 1000 });
    const allowedOrigins = new Set(opts.config.corsOrigins);
    const gate = createSessionGate(app.db, { broadcast: app.ctx.broadcast });

    /** The claims of a token we signed and that has not expired, else null. */
    const claimsOf = (token: string | undefined): SessionClaims | null => {
      if (!token) return null;
      try {
        const claims = verifier(token) as SessionClaims;
        // Tokens from before revocation existed carry no jti: they cannot be revoked, so not honoured.
        return typeof claims.jti === 'string' && typeof claims.iat_ms === 'number' ? claims : null;
      } catch {
        return null;
      }
    };

    const sessions: Sessions = {
      sign: (user) =>
        signer({
          sub: String(user.id),
          role: user.role,
          individu: user.individuId,
          jti: randomUUID(),
          iat_ms: Date.now(),
        }),
      async revokePresented(request) {
        const { bearer, cookie } = presentedTokens(request);
        for (const claims of [claimsOf(bearer), claimsOf(cookie)]) {
          if (!claims?.jti) continue;
          await gate.revoke({ jti: claims.jti, userId: Number(claims.sub), expiresAt: new Date(claims.exp * 1000) });
        }
      },
      forgetUser: (userId) => gate.forgetUser(userId),
      setSessionCookie: (request, reply, token) =>
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_SECONDS)),
      clearSessionCookie: (reply) => reply.clearCookie(SESSION_COOKIE, { path: '/' }),
      setClaim(request, reply, individuId) {
        const expires = Math.floor(Date.now() / 1000) + CLAIM_SECONDS;
        reply.setCookie(CLAIM_COOKIE, `${individuId}.${expires}`, {
          ...cookieOptions(request, CLAIM_SECONDS),
          signed: true,
        });
      },
      claimedIndividu(request) {
        const raw = request.cookies[CLAIM_COOKIE];
        if (!raw) return null;
        const unsigned = request.unsignCookie(raw);
        if (!unsigned.valid || !unsigned.value) return null;
        const match = /^(\d+)\.(\d+)$/.exec(unsigned.value);
        if (!match || Number(match[2]) < Date.now() / 1000) return null;
        return Number(match[1]);
      },
    };
    app.decorate('sessions', sessions);
    // An erased account's tokens answer 401 at once (§3), not after this instance's short memory of
    // them has expired; the other instances hear it through the broadcast.
    app.ctx.events.subscribe('individu.erased', (tx, event) => {
      const { userId } = event;
      if (userId !== undefined) tx.afterCommit(() => gate.forgetUser(userId));
    });
    app.decorateRequest('user', null);
    app.decorateRequest('viaCookie', false);

    // An invalid, expired or revoked token is an anonymous call; protected routes answer 401.
    app.addHook('onRequest', async (request) => {
      const { bearer, cookie } = presentedTokens(request);
      const claims = claimsOf(bearer || cookie);
      if (!claims?.jti || claims.iat_ms === undefined) return;
      const userId = Number(claims.sub);
      const state = await gate.check({ jti: claims.jti, userId, issuedAtMs: claims.iat_ms });
      if (!state.valid) return;
      request.user = {
        id: userId,
        role: claims.role,
        individuId: Number(claims.individu),
        emailVerifie: state.emailVerifie,
      };
      request.viaCookie = !bearer;
      // Cookies ride along on cross-site requests: a write authorised by the session cookie alone
      // must come from our own origin (or a configured one), decided before the body is read.
      // Claim-based writes call `assertTrustedOrigin` themselves.
      if (request.viaCookie && !SAFE_METHODS.has(request.method)) assertTrustedOrigin(request, allowedOrigins);
    });
    app.decorate('allowedOrigins', allowedOrigins);
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

function presentedTokens(request: FastifyRequest): { bearer: string | undefined; cookie: string | undefined } {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
  return { bearer, cookie: request.cookies[SESSION_COOKIE] || undefined };
}

/** True when the request's Origin (or Referer) is the server's own or a configured one. */
export function isTrustedOrigin(
  request: FastifyRequest,
  allowed: Set<string> = request.server.allowedOrigins,
): boolean {
  const source = request.headers.origin ?? refererOrigin(request.headers.referer);
  return source !== undefined && (source === `${request.protocol}://${request.host}` || allowed.has(source));
}

/** 403 unless the request comes from a trusted origin (see `isTrustedOrigin`). */
export function assertTrustedOrigin(
  request: FastifyRequest,
  allowed: Set<string> = request.server.allowedOrigins,
): void {
  if (!isTrustedOrigin(request, allowed)) throw forbidden('Requête refusée : origine non autorisée.');
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/*
 * The access hooks below are meant for `onRequest` (contract §3): they run before the body is
 * parsed and the parameters validated, so a caller without the right gets 401/403 whatever the
 * request holds, never a 400 that describes the schema. (A `preHandler` runs after validation.)
 * Finer rules that need the parsed id (self, claim) still run in the handler.
 */

/** onRequest: any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** onRequest: role ADMIN (401 anonymous, 403 candidate). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'ADMIN') throw forbidden();
}

/** onRequest: an admin, or a candidate whose e-mail is verified (self reads of personal data, §9). */
export async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  assertVerifiedOrAdmin(request);
}

/** For "self" rules: the caller is an admin or the owner of that individu. */
export function assertSelfOrAdmin(request: FastifyRequest, individuId: number): void {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'ADMIN' && request.user.individuId !== individuId) throw forbidden();
}

/**
 * "Self" reads of personal data (applications, documents, files, the individu): an admin, or the
 * owner once their e-mail is verified (§9) — an account created for someone else's address never
 * shows that person's data. The verification is checked first, so that an unverified account
 * learns nothing, not even whether an id exists.
 */
export function assertVerifiedSelfOrAdmin(request: FastifyRequest, individuId: number): void {
  assertVerifiedOrAdmin(request);
  assertSelfOrAdmin(request, individuId);
}

/** 401 anonymous, 403 EMAIL_NOT_VERIFIED for a candidate whose e-mail is not verified yet. */
export function assertVerifiedOrAdmin(request: FastifyRequest): void {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'ADMIN' && !request.user.emailVerifie) throw emailNotVerified();
}

export const isAdmin = (request: FastifyRequest) => request.user?.role === 'ADMIN';

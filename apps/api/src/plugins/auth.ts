import { randomUUID } from 'node:crypto';
// The cookie plugin's types (request.cookies, reply.setCookie): registered by app.ts before this one.
import type {} from '@fastify/cookie';
import { apiFr, CLAIM_COOKIE, type Role, SESSION_COOKIE } from '@recrutement/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import type { Db } from '../db/index.js';
import { forbidden } from '../lib/errors.js';
import type { Scope } from '../lib/scope.js';

/** What the database says of one session token (the session gate's answer). */
export interface SessionState {
  /**
   * The token may be used: its user exists and is active (§14), it was not revoked, it is not
   * older than the cut-off.
   */
  valid: boolean;
  emailVerifie: boolean;
  /** The account's role now (§14: a role change applies to live sessions at once), not the token's. */
  role: Role | null;
  /** A staff account without the second factor the admin made compulsory (§23): enrolment only. */
  mfaMissing: boolean;
}

/** A session as it opens (§23: « Mes sessions » lists them). */
export interface OpenedSession {
  jti: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | undefined;
}

/**
 * What this plugin asks of the accounts module (`modules/auth/session-gate.ts`), handed in by
 * app.ts: plugins sit below the modules and never import them.
 */
export interface SessionGate {
  /** Checks a signed token (already verified) against revocations and the user's cut-off. */
  check(token: { jti: string; userId: number; issuedAtMs: number }): Promise<SessionState>;
  /** Records a session just signed (its device, its address). */
  opened(session: OpenedSession): Promise<void>;
  /** Revokes one token (logout) until `expiresAt`, at once on this instance. */
  revoke(token: { jti: string; userId: number; expiresAt: Date }): Promise<void>;
  /**
   * Drops what this instance remembers of a user (after a reset, a verification, a role change or
   * a deactivation) and tells the other instances to do the same.
   */
  forgetUser(userId: number): void;
}

/**
 * What the staff guards ask of the hiring teams (the staff module's `modules/staff/staff.scope.ts`),
 * handed in by app.ts: plugins sit below the modules and never import them.
 */
export interface ScopeChecks {
  /** The scope with its team's vacancies read once (see `Scope.vacancyIds`). */
  loadScope(db: Db, scope: Scope): Promise<Scope>;
  isCandidatureInScope(db: Db, scope: Scope, candidatureId: number): Promise<boolean>;
  isPosteVacantInScope(db: Db, scope: Scope, posteVacantId: number): Promise<boolean>;
  isDocumentInScope(db: Db, scope: Scope, where: { id?: number; nomFichier?: string }): Promise<boolean>;
  isIndividuInScope(db: Db, scope: Scope, individuId: number): Promise<boolean>;
}

/** What the integration module says of a presented API key (§23): its rights and the admin it acts as. */
export interface ApiKeyState {
  keyId: number;
  droits: string[];
  userId: number;
  individuId: number;
}

/**
 * What this plugin asks of the integration module (`createApiKeyGate`), handed in by app.ts: a
 * valid key (not revoked, not expired) or null.
 */
export interface ApiKeyGate {
  /** True when the bearer token has the shape of a key (its prefix), not of a session token. */
  isKey(token: string): boolean;
  check(token: string): Promise<ApiKeyState | null>;
}

/**
 * What a key's right allows, by the route's OpenAPI tag and its method: reading applications
 * (`candidature` routes), reading or writing vacancies (`poste-vacant` routes). Nothing else.
 */
function keyAllows(droits: string[], request: FastifyRequest): boolean {
  const tags = (request.routeOptions.schema as { tags?: string[] } | undefined)?.tags ?? [];
  const read = SAFE_METHODS.has(request.method);
  if (tags.includes('candidature')) return read && droits.includes('candidatures:lecture');
  if (tags.includes('poste-vacant')) return droits.includes(read ? 'offres:lecture' : 'offres:ecriture');
  return false;
}

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
  /**
   * The session's token id (`jti`): « Mes sessions » marks the current one. Null for a call made
   * with an API key (§23), which is no session.
   */
  sessionId: string | null;
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
    /** A MEMBRE's scope with its team's vacancies, read once by the staff guards (§14). */
    staffScope: Scope | null;
    /** True when the session came from the cookie alone (no Authorization header). */
    viaCookie: boolean;
    /** The API key the call came with (§23), if any: it acts as its admin within its rights. */
    apiKeyId: number | null;
    /**
     * A staff session lacking the compulsory second factor on a route other than enrolment: it
     * counts as anonymous there, and the guards answer 403 MFA_REQUIRED instead of 401 (§23).
     */
    mfaPending: boolean;
  }
  interface FastifyContextConfig {
    /** The route serves enrolment: reached by a session that still lacks a compulsory second factor. */
    mfaEnrolment?: boolean;
  }
  interface FastifyInstance {
    sessions: Sessions;
    allowedOrigins: Set<string>;
    scopeChecks: ScopeChecks;
  }
}

const SESSION_SECONDS = 8 * 60 * 60;
const CLAIM_SECONDS = 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Sessions {
  /** Signs a session token (JWT HS256, 8 h, claims sub, role, individu, jti, iat). */
  sign(user: AuthUser): string;
  /**
   * Opens a session at sign-in: signs its token, records it (device, address: §23) and, unless
   * `cookie` is false, sets the HttpOnly cookie. Answers the token.
   */
  open(request: FastifyRequest, reply: FastifyReply, user: AuthUser, cookie?: boolean): Promise<string>;
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
  async (app, opts: { config: Config; gate: SessionGate; scopeChecks: ScopeChecks; apiKeys: ApiKeyGate }) => {
    const key = opts.config.jwtSecret;
    const signer = createSigner({ key, algorithm: 'HS256', expiresIn: SESSION_SECONDS * 1000 });
    const verifier = createVerifier({ key, algorithms: ['HS256'], cache: 1000 });
    const allowedOrigins = new Set(opts.config.corsOrigins);
    const { gate } = opts;

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

    const signWith = (user: AuthUser, jti: string) =>
      signer({ sub: String(user.id), role: user.role, individu: user.individuId, jti, iat_ms: Date.now() });
    const sessions: Sessions = {
      sign: (user) => signWith(user, randomUUID()),
      async open(request, reply, user, cookie = true) {
        const jti = randomUUID();
        const token = signWith(user, jti);
        const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
        const userAgent = request.headers['user-agent'];
        await gate.opened({ jti, userId: user.id, expiresAt, ip: request.ip || null, userAgent });
        if (cookie) sessions.setSessionCookie(request, reply, token);
        return token;
      },
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
    app.decorate('scopeChecks', opts.scopeChecks);
    app.decorateRequest('user', null);
    app.decorateRequest('staffScope', null);
    app.decorateRequest('viaCookie', false);
    app.decorateRequest('mfaPending', false);
    app.decorateRequest('apiKeyId', null);

    /**
     * A call with an API key: anonymous when the key is unknown, revoked or expired, or its admin
     * is no longer an active admin (401 on a protected route); 403 outside its rights.
     */
    async function keyCaller(request: FastifyRequest, token: string): Promise<void> {
      const key = await opts.apiKeys.check(token);
      if (!key) return;
      const state = await gate.check({ jti: `cle-${key.keyId}`, userId: key.userId, issuedAtMs: Date.now() });
      if (!state.valid || state.role !== 'ADMIN') return;
      if (!keyAllows(key.droits, request)) throw forbidden(apiFr.cleDroitManquant);
      request.user = { id: key.userId, role: 'ADMIN', individuId: key.individuId, emailVerifie: true, sessionId: null };
      request.apiKeyId = key.keyId;
    }

    // An invalid, expired or revoked token is an anonymous call; protected routes answer 401.
    app.addHook('onRequest', async (request) => {
      const { bearer, cookie } = presentedTokens(request);
      if (bearer && opts.apiKeys.isKey(bearer)) return keyCaller(request, bearer);
      const claims = claimsOf(bearer || cookie);
      if (!claims?.jti || claims.iat_ms === undefined) return;
      const userId = Number(claims.sub);
      const state = await gate.check({ jti: claims.jti, userId, issuedAtMs: claims.iat_ms });
      if (!state.valid || !state.role) return;
      if (state.mfaMissing && !request.routeOptions.config.mfaEnrolment) {
        request.mfaPending = true;
        return;
      }
      request.user = {
        id: userId,
        // The role of the account now, not the one signed into the token (§14).
        role: state.role,
        individuId: Number(claims.individu),
        emailVerifie: state.emailVerifie,
        sessionId: claims.jti,
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
  if (!isTrustedOrigin(request, allowed)) throw forbidden(apiFr.originRefused);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

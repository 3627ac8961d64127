import { randomUUID } from 'node:crypto';
import {
  apiFr,
  CLAIM_COOKIE,
  idParamSchema,
  isManagerRole,
  isStaffRole,
  type Role,
  SESSION_COOKIE,
  teamMessages,
} from '@recrutement/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { emailNotVerified, forbidden, notFound, unauthorized } from '../lib/errors.js';
import {
  isCandidatureInScope,
  isDocumentInScope,
  isIndividuInScope,
  isPosteVacantInScope,
  loadScope,
  type Scope,
  scopeForRole,
} from '../lib/scope.js';

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
}

/**
 * What this plugin asks of the accounts module (`modules/auth/session-gate.ts`), handed in by
 * app.ts: plugins sit below the modules and never import them.
 */
export interface SessionGate {
  /** Checks a signed token (already verified) against revocations and the user's cut-off. */
  check(token: { jti: string; userId: number; issuedAtMs: number }): Promise<SessionState>;
  /** Revokes one token (logout) until `expiresAt`, at once on this instance. */
  revoke(token: { jti: string; userId: number; expiresAt: Date }): Promise<void>;
  /**
   * Drops what this instance remembers of a user (after a reset, a verification, a role change or
   * a deactivation) and tells the other instances to do the same.
   */
  forgetUser(userId: number): void;
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
  async (app, opts: { config: Config; gate: SessionGate }) => {
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
    app.decorateRequest('user', null);
    app.decorateRequest('staffScope', null);
    app.decorateRequest('viaCookie', false);

    // An invalid, expired or revoked token is an anonymous call; protected routes answer 401.
    app.addHook('onRequest', async (request) => {
      const { bearer, cookie } = presentedTokens(request);
      const claims = claimsOf(bearer || cookie);
      if (!claims?.jti || claims.iat_ms === undefined) return;
      const userId = Number(claims.sub);
      const state = await gate.check({ jti: claims.jti, userId, issuedAtMs: claims.iat_ms });
      if (!state.valid || !state.role) return;
      request.user = {
        id: userId,
        // The role of the account now, not the one signed into the token (§14).
        role: state.role,
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

/*
 * Staff access (contract §14), in one place. Three levels, each a hook for `onRequest` (decided
 * before the body is parsed or validated):
 *   requireStaff    ADMIN, RECRUTEUR, MEMBRE
 *   requireManager  ADMIN, RECRUTEUR (vacancies, applications, statuses, teams, sessions, positions)
 *   requireAdmin    ADMIN (staff accounts, fixed reference lists, audit, erasure, mail)
 * and the scope: `scopeOf(request)` is the `Scope` a service hands to its repositories (see
 * lib/scope.ts), and `candidatureAccess` / `posteVacantAccess` / `documentAccess` guard a route
 * about one application or vacancy: 401 anonymous, 403 not staff, 404 out of scope (decided before
 * the role: out of scope is 404 even for a call the role may not make), then 403 below the level.
 */
export type AccessLevel = 'staff' | 'manager' | 'admin';

const LEVEL_TEST: Record<AccessLevel, (role: Role) => boolean> = {
  staff: isStaffRole,
  manager: isManagerRole,
  admin: (role) => role === 'ADMIN',
};

/** 401 anonymous; 403 unless the caller's role reaches `level`. */
function assertLevel(request: FastifyRequest, level: AccessLevel): void {
  if (!request.user) throw unauthorized();
  if (!LEVEL_TEST[level](request.user.role)) throw forbidden();
}

/** A MEMBRE's scope is read once per request, here, so that `scopeOf` stays synchronous. */
async function prepareScope(request: FastifyRequest): Promise<void> {
  if (request.staffScope || !request.user || !isStaffRole(request.user.role)) return;
  request.staffScope = await loadScope(request.server.db, scopeForRole(request.user.role, request.user.id));
}

/** Hook: any staff role (401 anonymous, 403 candidate). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  assertLevel(request, 'staff');
  await prepareScope(request);
}

/** Hook: ADMIN or RECRUTEUR (401 anonymous, 403 candidate or MEMBRE). */
export async function requireManager(request: FastifyRequest): Promise<void> {
  assertLevel(request, 'manager');
}

/** Hook: role ADMIN (401 anonymous, 403 anyone else). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  assertLevel(request, 'admin');
}

export const isStaff = (request: FastifyRequest) => isStaffRole(request.user?.role);
export const isManager = (request: FastifyRequest) => isManagerRole(request.user?.role);

/** The scope of a staff caller (after `requireStaff` or one of the guards below). */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.user || !isStaffRole(request.user.role)) throw forbidden();
  return request.staffScope ?? scopeForRole(request.user.role, request.user.id);
}

/** A raw path parameter as an id, or null when it is not one (validation answers 400 later). */
function rawId(request: FastifyRequest, param: string): number | null {
  const raw = (request.params as Record<string, string | undefined>)[param];
  const id = Number(raw);
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number.isSafeInteger(id) ? id : null;
}

const candidatureNotFound = () => notFound(apiFr.candidatureNotFound);
const posteVacantNotFound = () => notFound(teamMessages.posteVacantNotFound);

/** Guard factory for one scoped object: staff, in scope (else 404), then the level (else 403). */
function scopedGuard(
  inScope: (request: FastifyRequest, scope: Scope, id: number) => Promise<boolean>,
  missing: () => Error,
) {
  return (level: AccessLevel = 'staff', param = 'id') =>
    async (request: FastifyRequest): Promise<void> => {
      assertLevel(request, 'staff');
      await prepareScope(request);
      const id = rawId(request, param);
      if (id !== null && !(await inScope(request, scopeOf(request), id))) throw missing();
      assertLevel(request, level);
    };
}

/** Guard of a route about application `:id`. */
export const candidatureAccess = scopedGuard(
  (request, scope, id) => isCandidatureInScope(request.server.db, scope, id),
  candidatureNotFound,
);

/** Guard of a route about vacancy `:id` (its team, criteria, questions). */
export const posteVacantAccess = scopedGuard(
  (request, scope, id) => isPosteVacantInScope(request.server.db, scope, id),
  posteVacantNotFound,
);

/** Guard of a route about document `:id`. */
export const documentAccess = scopedGuard(
  (request, scope, id) => isDocumentInScope(request.server.db, scope, { id }),
  () => notFound(apiFr.documentNotFound),
);

/** Guard of a route about individu `:id` (a MEMBRE: only those with an application in scope). */
export const individuAccess = scopedGuard(
  (request, scope, id) => isIndividuInScope(request.server.db, scope, id),
  () => notFound(apiFr.individuNotFound),
);

/**
 * A route about one scoped object `:id`: its guard (one of the four above, which reads the raw `:id`
 * before validation) with the schema of that same `:id`, as one piece of the route's options:
 * `route({ ...about(candidatureAccess('staff')), summary, … })`.
 */
export const about = (access: (request: FastifyRequest) => Promise<void>) => ({ access, params: idParamSchema });

/**
 * For bodies that name applications (`{ids:[…]}`), in `preValidation` (the body is parsed, not yet
 * validated): a MEMBRE naming one out of scope gets 404, else the level decides.
 */
export function candidaturesInBodyAccess(level: AccessLevel, key = 'ids') {
  return async (request: FastifyRequest): Promise<void> => {
    assertLevel(request, 'staff');
    await prepareScope(request);
    const scope = scopeOf(request);
    const raw = (request.body as Record<string, unknown> | null | undefined)?.[key];
    if (scope.kind === 'team' && Array.isArray(raw)) {
      for (const value of raw) {
        const id = Number(value);
        if (!Number.isSafeInteger(id) || id <= 0) continue;
        if (!(await isCandidatureInScope(request.server.db, scope, id))) throw candidatureNotFound();
      }
    }
    assertLevel(request, level);
  };
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

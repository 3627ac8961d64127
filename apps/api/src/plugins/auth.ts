import { CLAIM_COOKIE, type Role, SESSION_COOKIE } from '@recrutement/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';

/** Who is calling, from a valid session token (header or cookie); null when anonymous. */
export interface AuthUser {
  id: number;
  role: Role;
  individuId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
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
  /** Signs a session token (JWT HS256, 8 h, claims sub and role). */
  sign(user: AuthUser): string;
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

    const sessions: Sessions = {
      sign: (user) => signer({ sub: String(user.id), role: user.role, individu: user.individuId }),
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
    app.decorateRequest('viaCookie', false);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const token = bearer || request.cookies[SESSION_COOKIE];
      if (!token) return;
      try {
        const claims = verifier(token) as { sub: string; role: Role; individu: number };
        request.user = { id: Number(claims.sub), role: claims.role, individuId: Number(claims.individu) };
        request.viaCookie = !bearer;
      } catch {
        // An invalid or expired token is an anonymous call; protected routes answer 401.
        request.user = null;
      }
    });

    // Cookies ride along on cross-site requests: a write authorised by the session cookie alone
    // must come from our own origin (or a configured one). Claim-based writes call
    // `assertTrustedOrigin` themselves.
    app.addHook('preHandler', async (request) => {
      if (request.viaCookie && !SAFE_METHODS.has(request.method)) assertTrustedOrigin(request, allowedOrigins);
    });
    app.decorate('allowedOrigins', allowedOrigins);
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

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

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: role ADMIN (401 anonymous, 403 candidate). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'ADMIN') throw forbidden();
}

/** For "self" rules: the caller is an admin or the owner of that individu. */
export function assertSelfOrAdmin(request: FastifyRequest, individuId: number): void {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'ADMIN' && request.user.individuId !== individuId) throw forbidden();
}

export const isAdmin = (request: FastifyRequest) => request.user?.role === 'ADMIN';

import { apiFr, idParamSchema, isManagerRole, isStaffRole, type Role, teamMessages } from '@recrutement/contract';
import type { FastifyRequest } from 'fastify';
import { emailNotVerified, forbidden, mfaRequired, notFound, unauthorized } from '../lib/errors.js';
import { type Scope, scopeForRole } from '../lib/scope.js';

/*
 * The access guards of the routes, on the session the auth plugin (auth.ts) put on the request:
 * `request.user`, and `request.staffScope`, the scope a staff guard reads once per request.
 */

/*
 * The access hooks below are meant for `onRequest` (contract §3): they run before the body is
 * parsed and the parameters validated, so a caller without the right gets 401/403 whatever the
 * request holds, never a 400 that describes the schema. (A `preHandler` runs after validation.)
 * Finer rules that need the parsed id (self, claim) still run in the handler.
 */

/** 401 anonymous; 403 MFA_REQUIRED for a staff session that lacks its compulsory second factor (§23). */
function signedOut(request: FastifyRequest): Error {
  return request.mfaPending ? mfaRequired() : unauthorized();
}

/** onRequest: any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw signedOut(request);
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
  if (!request.user) throw signedOut(request);
  if (!LEVEL_TEST[level](request.user.role)) throw forbidden();
}

/** A MEMBRE's scope is read once per request, here, so that `scopeOf` stays synchronous. */
async function prepareScope(request: FastifyRequest): Promise<void> {
  if (request.staffScope || !request.user || !isStaffRole(request.user.role)) return;
  request.staffScope = await request.server.scopeChecks.loadScope(
    request.server.db,
    scopeForRole(request.user.role, request.user.id),
  );
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
  (request, scope, id) => request.server.scopeChecks.isCandidatureInScope(request.server.db, scope, id),
  candidatureNotFound,
);

/** Guard of a route about vacancy `:id` (its team, criteria, questions). */
export const posteVacantAccess = scopedGuard(
  (request, scope, id) => request.server.scopeChecks.isPosteVacantInScope(request.server.db, scope, id),
  posteVacantNotFound,
);

/**
 * Guard of a staff read narrowed to one vacancy by its query (`?posteVacant=`, the reports of §22):
 * the scope first, so a MEMBRE naming another team's vacancy gets 404 before any validation.
 */
export async function posteVacantQueryAccess(request: FastifyRequest): Promise<void> {
  assertLevel(request, 'staff');
  await prepareScope(request);
  const raw = (request.query as Record<string, unknown> | undefined)?.posteVacant;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (id === null || !Number.isSafeInteger(id)) return;
  const { scopeChecks, db } = request.server;
  if (!(await scopeChecks.isPosteVacantInScope(db, scopeOf(request), id))) throw posteVacantNotFound();
}

/** Guard of a route about document `:id`. */
export const documentAccess = scopedGuard(
  (request, scope, id) => request.server.scopeChecks.isDocumentInScope(request.server.db, scope, { id }),
  () => notFound(apiFr.documentNotFound),
);

/** Guard of a route about individu `:id` (a MEMBRE: only those with an application in scope). */
export const individuAccess = scopedGuard(
  (request, scope, id) => request.server.scopeChecks.isIndividuInScope(request.server.db, scope, id),
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
        if (!(await request.server.scopeChecks.isCandidatureInScope(request.server.db, scope, id)))
          throw candidatureNotFound();
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
  if (!request.user) throw signedOut(request);
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
  if (!request.user) throw signedOut(request);
  if (request.user.role !== 'ADMIN' && !request.user.emailVerifie) throw emailNotVerified();
}

export const isAdmin = (request: FastifyRequest) => request.user?.role === 'ADMIN';

import { apiFr, type Role, roleSchema } from '@recrutement/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { scopeForRole } from '../../lib/scope.js';
import { requireStaff as requireStaffRole } from '../../plugins/auth-guards.js';
import { isCandidatureInScope } from '../staff/staff.scope.js';

/**
 * Who may handle interviews (§15: "staff in scope"), in one place: every staff role (ADMIN,
 * RECRUTEUR, MEMBRE); ADMIN and RECRUTEUR see every interview, a MEMBRE those of the applications
 * to its teams' vacancies (the scope of §14, lib/scope.ts): out of it, 404.
 */

/** The caller as the interview service sees it. */
export interface Viewer {
  userId: number;
  role: Role;
}

/** onRequest of every staff call: 401 anonymous, 403 a candidate (before any validation). */
export const requireStaff = (request: FastifyRequest) => requireStaffRole(request);

/** Admin and recruiter see every interview (`GET /entretiens?tous=true`). */
export const seesEverything = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'RECRUTEUR';

/** Throws the 404 of an application out of the viewer's scope (as if it did not exist, §14). */
export async function assertInScope(ctx: AppContext, viewer: Viewer, candidatureId: number): Promise<void> {
  if (!(await isCandidatureInScope(ctx.db, scopeForRole(viewer.role, viewer.userId), candidatureId))) {
    throw notFound(apiFr.candidatureNotFound);
  }
}

/** The viewer of a request that passed `requireStaff`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.user) throw new Error('requireStaff must run first');
  return { userId: request.user.id, role: roleSchema.parse(request.user.role) };
}

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { requireAdmin } from '../../plugins/auth.js';

/**
 * Who may handle interviews (§15: "staff in scope"), in one place. Today the staff is the ADMIN
 * role; when the hiring-team roles land (§14), `requireStaff` admits ADMIN, RECRUTEUR and MEMBRE,
 * `seesEverything` stays true for ADMIN and RECRUTEUR, and `assertInScope` answers 404 for an
 * application outside a MEMBRE's teams.
 */

/** The caller as the interview service sees it. */
export interface Viewer {
  userId: number;
  role: string;
}

/** onRequest of every staff call: 401 anonymous, 403 a candidate (before any validation). */
export const requireStaff = (request: FastifyRequest) => requireAdmin(request);

/** Admin and recruiter see every interview (`GET /entretiens?tous=true`). */
export const seesEverything = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'RECRUTEUR';

/**
 * Throws the 404 of an application out of the viewer's scope. Every application is in scope of
 * ADMIN (the only staff role today); the scope of a MEMBRE comes with the hiring teams.
 */
export async function assertInScope(_ctx: AppContext, _viewer: Viewer, _candidatureId: number): Promise<void> {}

/** The viewer of a request that passed `requireStaff`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.user) throw new Error('requireStaff must run first');
  return { userId: request.user.id, role: request.user.role };
}

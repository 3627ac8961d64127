import { apiFr, idParamSchema, individuSchema, mailParamSchema, paginationQuerySchema } from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { sendPage, toSlice } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import {
  assertVerifiedOrAdmin,
  assertVerifiedSelfOrAdmin,
  isStaff,
  requireStaff,
  scopeOf,
} from '../../plugins/auth-guards.js';
import { isIndividuInScope } from '../staff/staff.scope.js';
import { getIndividu, getIndividuByEmail, listIndividus } from './individu.service.js';

const route = routeOptions(['individu']);
/**
 * Self (verified, §9) or admin, or the browser that just applied as that individu (its claim: it
 * typed these data itself a moment ago).
 */
function assertSelfClaimOrAdmin(request: FastifyRequest, individuId: number): void {
  if (request.server.sessions.claimedIndividu(request) === individuId) return;
  assertVerifiedSelfOrAdmin(request, individuId);
}

/**
 * onRequest, before the id is validated (401/403 before any 400): the claim on the raw id, else a
 * verified user or an admin. Whose individu it is is checked once the id is parsed.
 */
async function requireClaimOrVerifiedUser(request: FastifyRequest): Promise<void> {
  const rawId = Number((request.params as { id?: string }).id);
  if (request.server.sessions.claimedIndividu(request) === rawId) return;
  assertVerifiedOrAdmin(request);
}

export async function individuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/individu/get',
    route({
      access: requireStaff,
      summary: "Individus, dans l'ordre des id (équipe : ceux de son périmètre)",
      querystring: paginationQuerySchema,
      response: { 200: z.array(individuSchema) },
    }),
    async (request, reply) => sendPage(reply, await listIndividus(app.ctx, toSlice(request.query), scopeOf(request))),
  );

  r.get(
    '/individu/get/individu/:id',
    route({
      access: requireClaimOrVerifiedUser,
      summary: 'Un individu (lui-même, son cookie de revendication ou un administrateur)',
      params: idParamSchema,
      response: { 200: individuSchema },
    }),
    async (request) => {
      if (isStaff(request)) {
        // A MEMBRE sees only those with an application in its scope (§14).
        if (!(await isIndividuInScope(app.db, scopeOf(request), request.params.id))) {
          throw notFound(apiFr.individuNotFound);
        }
        return getIndividu(app.ctx, request.params.id);
      }
      assertSelfClaimOrAdmin(request, request.params.id);
      return getIndividu(app.ctx, request.params.id);
    },
  );

  r.get(
    '/individu/nom/email/:mail',
    route({
      access: requireStaff,
      summary: 'Un individu, par adresse (équipe, dans son périmètre)',
      params: mailParamSchema,
      response: { 200: individuSchema },
    }),
    async (request) => getIndividuByEmail(app.ctx, request.params.mail, scopeOf(request)),
  );
}

import { idParamSchema, individuSchema, mailParamSchema, paginationQuerySchema } from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { sendPage, toSlice } from '../../lib/pagination.js';
import { isIndividuInScope } from '../../lib/scope.js';
import { assertVerifiedSelfOrAdmin, isStaff, requireStaff, scopeOf } from '../../plugins/auth.js';
import { getIndividu, getIndividuByEmail, listIndividus } from './individu.service.js';

const tags = ['individu'];
/**
 * Self (verified, §9) or admin, or the browser that just applied as that individu (its claim: it
 * typed these data itself a moment ago).
 */
function assertSelfClaimOrAdmin(request: FastifyRequest, individuId: number): void {
  if (request.server.sessions.claimedIndividu(request) === individuId) return;
  assertVerifiedSelfOrAdmin(request, individuId);
}

export async function individuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/individu/get',
    {
      onRequest: requireStaff,
      schema: { tags, querystring: paginationQuerySchema, response: { 200: z.array(individuSchema) } },
    },
    async (request, reply) => sendPage(reply, await listIndividus(app.ctx, toSlice(request.query), scopeOf(request))),
  );

  r.get(
    '/individu/get/individu/:id',
    { schema: { tags, params: idParamSchema, response: { 200: individuSchema } } },
    async (request) => {
      if (isStaff(request)) {
        // A MEMBRE sees only those with an application in its scope (§14).
        if (!(await isIndividuInScope(app.db, scopeOf(request), request.params.id))) {
          throw notFound("Cette personne n'existe pas.");
        }
        return getIndividu(app.ctx, request.params.id);
      }
      assertSelfClaimOrAdmin(request, request.params.id);
      return getIndividu(app.ctx, request.params.id);
    },
  );

  r.get(
    '/individu/nom/email/:mail',
    {
      onRequest: requireStaff,
      schema: { tags, params: mailParamSchema, response: { 200: individuSchema } },
    },
    async (request) => getIndividuByEmail(app.ctx, request.params.mail, scopeOf(request)),
  );
}

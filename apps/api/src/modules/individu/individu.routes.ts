import { idParamSchema, individuSchema, mailParamSchema, paginationQuerySchema } from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage, toSlice } from '../../lib/pagination.js';
import { assertVerifiedSelfOrAdmin, requireAdmin } from '../../plugins/auth.js';
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
      onRequest: requireAdmin,
      schema: {
        summary: "Individus, dans l'ordre des id (administrateur)",
        tags,
        querystring: paginationQuerySchema,
        response: { 200: z.array(individuSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listIndividus(app.ctx, toSlice(request.query))),
  );

  r.get(
    '/individu/get/individu/:id',
    {
      schema: {
        summary: 'Un individu (lui-même, son cookie de revendication ou un administrateur)',
        tags,
        params: idParamSchema,
        response: { 200: individuSchema },
      },
    },
    async (request) => {
      assertSelfClaimOrAdmin(request, request.params.id);
      return getIndividu(app.ctx, request.params.id);
    },
  );

  r.get(
    '/individu/nom/email/:mail',
    {
      onRequest: requireAdmin,
      schema: { summary: 'Un individu, par adresse', tags, params: mailParamSchema, response: { 200: individuSchema } },
    },
    async (request) => getIndividuByEmail(app.ctx, request.params.mail),
  );
}

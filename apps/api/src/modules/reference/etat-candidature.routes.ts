import {
  etatCandidatureInputSchema,
  etatCandidatureSchema,
  idParamSchema,
  paginationQuerySchema,
  textParamSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { requireAdmin } from '../../plugins/auth-guards.js';
import { findEtat, listEtats, renameEtat } from './etat-candidature.service.js';

const route = routeOptions(['etat-candidature']);

/** `/etat-candidature`: public reads; an admin may rename a status. */
export async function etatCandidatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/etat-candidature/list',
    route({
      summary: 'États de candidature (public)',
      querystring: paginationQuerySchema,
      response: { 200: z.array(etatCandidatureSchema) },
    }),
    async (request, reply) => sendPage(reply, await listEtats(app.ctx, request.query)),
  );
  r.get(
    '/etat-candidature/list/etats/:etat',
    route({
      summary: 'Un état de candidature, par nom',
      params: textParamSchema('etat', 255),
      response: { 200: etatCandidatureSchema },
    }),
    async (request) => findEtat(app.ctx, request.params.etat),
  );
  r.post(
    '/etat-candidature/:id/update',
    route({
      access: requireAdmin,
      summary: 'Modifier un état de candidature (administrateur)',
      params: idParamSchema,
      body: etatCandidatureInputSchema,
      response: { 200: etatCandidatureSchema },
    }),
    async (request) => renameEtat(app.ctx, request.params.id, request.body),
  );
}

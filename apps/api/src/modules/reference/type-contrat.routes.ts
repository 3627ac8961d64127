import { paginationQuerySchema, textParamSchema, typeContratSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { findTypeContrat, listTypesContrat } from './type-contrat.service.js';

const route = routeOptions(['type-contrat']);

/** `/type-contrat`: public, read-only (the list of contract types is fixed). */
export async function typeContratRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/type-contrat/list',
    route({
      summary: 'Types de contrat (public)',
      querystring: paginationQuerySchema,
      response: { 200: z.array(typeContratSchema) },
    }),
    async (request, reply) => sendPage(reply, await listTypesContrat(app.ctx, request.query)),
  );
  r.get(
    '/type-contrat/:type',
    route({
      summary: 'Un type de contrat, par type',
      params: textParamSchema('type', 255),
      response: { 200: typeContratSchema },
    }),
    async (request) => findTypeContrat(app.ctx, request.params.type),
  );
}

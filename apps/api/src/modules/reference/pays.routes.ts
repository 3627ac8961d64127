import { paginationQuerySchema, paysSchema, textParamSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { findPays, listPays } from './pays.service.js';

const route = routeOptions(['pays']);

/** `/pays`: public, read-only (the countries are seeded from ISO 3166-1). */
export async function paysRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/pays/list',
    route({
      summary: 'Pays (public)',
      querystring: paginationQuerySchema,
      response: { 200: z.array(paysSchema) },
    }),
    async (request, reply) => sendPage(reply, await listPays(app.ctx, request.query)),
  );
  r.get(
    '/pays/list/:designation',
    route({
      summary: 'Un pays, par désignation',
      params: textParamSchema('designation', 255),
      response: { 200: paysSchema },
    }),
    async (request) => findPays(app.ctx, request.params.designation),
  );
}

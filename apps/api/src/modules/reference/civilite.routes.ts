import { civiliteSchema, paginationQuerySchema, textParamSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { findCivilite, listCivilites } from './civilite.service.js';

const route = routeOptions(['civilite']);

/** `/civilite`: public, read-only. `/civilite/list` is a static route, so it wins over the lookup. */
export async function civiliteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/civilite/list',
    route({
      summary: 'Civilités (public)',
      querystring: paginationQuerySchema,
      response: { 200: z.array(civiliteSchema) },
    }),
    async (request, reply) => sendPage(reply, await listCivilites(app.ctx, request.query)),
  );
  r.get(
    '/civilite/:designation',
    route({
      summary: 'Une civilité, par désignation',
      params: textParamSchema('designation', 255),
      response: { 200: civiliteSchema },
    }),
    async (request) => findCivilite(app.ctx, request.params.designation),
  );
}

import { dashboardStatsSchema, entonnoirQuerySchema, entonnoirSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options.js';
import { posteVacantQueryAccess, requireStaff, scopeOf } from '../../plugins/auth-guards.js';
import * as service from './stats.service.js';

const route = routeOptions(['stats']);

export async function statsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats/dashboard',
    route({
      access: requireStaff,
      summary: 'Les chiffres du tableau de bord',
      response: { 200: dashboardStatsSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.dashboard(app.ctx, scopeOf(request));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats/entonnoir',
    route({
      access: posteVacantQueryAccess,
      summary: "L'entonnoir des candidatures reçues sur une période et la provenance (équipe, dans son périmètre)",
      querystring: entonnoirQuerySchema,
      response: { 200: entonnoirSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.funnel(app.ctx, request.query, scopeOf(request));
    },
  );
}

import { dashboardStatsSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff, scopeOf } from '../../plugins/auth.js';
import * as service from './stats.service.js';

export async function statsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats/dashboard',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['stats'],
        summary: 'Les chiffres du tableau de bord',
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.dashboard(app.ctx, scopeOf(request));
    },
  );
}

import { idParamSchema, sessionOuverteSchema } from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import type { SessionUser } from '../../plugins/auth.js';
import { requireAdmin, requireUser } from '../../plugins/auth-guards.js';
import { endAllSessions, endSession, listSessions } from './sessions.js';

const route = routeOptions(['auth']);
const caller = (request: FastifyRequest) => request.user as SessionUser;

/** §23: the sessions one can end. */
export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noContent = { 204: z.null().describe('Fait') };

  r.get(
    '/api/me/sessions',
    route({
      access: requireUser,
      summary: 'Mes sessions ouvertes (appareil, adresse, dernière activité)',
      response: { 200: z.array(sessionOuverteSchema) },
    }),
    async (request) => listSessions(app.ctx, caller(request).id, caller(request).sessionId),
  );

  r.delete(
    '/api/me/sessions/:id',
    route({
      access: requireUser,
      summary: "Terminer l'une de mes sessions (à l'instant, sur chaque instance)",
      params: idParamSchema,
      response: noContent,
    }),
    async (request, reply) => {
      await endSession(app.ctx, caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/staff/:id/sessions/revoquer',
    route({
      access: requireAdmin,
      summary: "Terminer toutes les sessions d'un compte d'équipe",
      params: idParamSchema,
      response: noContent,
    }),
    async (request, reply) => {
      await endAllSessions(app.ctx, request.params.id, caller(request).id);
      return reply.status(204).send(null);
    },
  );
}

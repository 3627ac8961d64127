import {
  CLAIM_COOKIE,
  deleteAccountInputSchema,
  erasureSummarySchema,
  idParamSchema,
  organisationSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { assertVerifiedSelfOrAdmin, requireAdmin, requireVerifiedUser } from '../../plugins/auth-guards.js';
import * as service from './privacy.service.js';

const route = routeOptions(['donnees-personnelles']);

/** The signed-in user (an onRequest hook checked it). */
const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user;
};

/** Personal data (§10): the notice's values, export, erasure by the person or an admin. */
export async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/organisation',
    route({
      summary: "L'organisation qui recrute (avis de confidentialité)",
      response: { 200: organisationSchema },
    }),
    async () => service.getOrganisation(app.ctx),
  );

  r.get(
    '/api/me/export',
    route({ access: requireVerifiedUser, summary: 'Télécharger mes données (ZIP)' }),
    async (request, reply) => {
      const archive = await service.exportPersonalData(app.ctx, userOf(request).id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="mes-donnees.zip"')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    },
  );

  r.delete(
    '/api/me',
    route({
      access: requireVerifiedUser,
      perMinute: app.config.rateLimit.login,
      summary: 'Supprimer mon compte et mes données',
      body: deleteAccountInputSchema,
    }),
    async (request, reply) => {
      await service.deleteOwnAccount(app.ctx, userOf(request).id, request.body.password);
      app.sessions.clearSessionCookie(reply);
      reply.clearCookie(CLAIM_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  r.get(
    '/individu/:id/effacement',
    route({
      access: requireVerifiedUser,
      summary: "Ce qu'effacer cette personne supprimerait",
      params: idParamSchema,
      response: { 200: erasureSummarySchema },
    }),
    async (request) => {
      // What would go names the person and counts their applications: a verified owner only (§9).
      assertVerifiedSelfOrAdmin(request, request.params.id);
      return service.getErasureSummary(app.ctx, request.params.id);
    },
  );

  r.delete(
    '/individu/:id',
    route({ access: requireAdmin, summary: 'Effacer une personne et toutes ses données', params: idParamSchema }),
    async (request, reply) => {
      await service.eraseByAdmin(app.ctx, request.params.id, userOf(request).id);
      return reply.status(204).send();
    },
  );
}

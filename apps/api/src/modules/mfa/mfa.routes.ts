import {
  loginMfaInputSchema,
  loginResponseSchema,
  mfaDisableInputSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  securiteSchema,
  totpConfirmInputSchema,
  totpEnrolmentSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import type { SessionUser } from '../../plugins/auth.js';
import { requireAdmin, requireStaff } from '../../plugins/auth-guards.js';
import {
  completeSignIn,
  confirmTotp,
  disableTotp,
  enrolTotp,
  getSecurite,
  mfaStatus,
  setSecurite,
} from './mfa.service.js';

const route = routeOptions(['mfa']);
const caller = (request: FastifyRequest) => request.user as SessionUser;

/** §23: the second factor of staff accounts, the sign-in's second step, the admin's setting. */
export async function mfaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = app.config.rateLimit.login;

  r.get(
    '/api/me/mfa',
    route({
      access: requireStaff,
      mfaEnrolment: true,
      summary: 'Mon second facteur : activé, codes de secours restants, obligatoire',
      response: { 200: mfaStatusSchema },
    }),
    async (request) => mfaStatus(app.ctx, caller(request)),
  );

  r.post(
    '/api/me/mfa/totp',
    route({
      access: requireStaff,
      mfaEnrolment: true,
      perMinute,
      summary: "Ajouter une application d'authentification (secret en attente de confirmation)",
      response: { 200: totpEnrolmentSchema },
    }),
    async (request) => enrolTotp(app.ctx, caller(request).id),
  );

  r.post(
    '/api/me/mfa/totp/confirmer',
    route({
      access: requireStaff,
      mfaEnrolment: true,
      perMinute,
      summary: "Confirmer l'application d'authentification par un code ; les codes de secours, une fois",
      body: totpConfirmInputSchema.meta({ example: { code: '123456' } }),
      response: { 200: recoveryCodesSchema },
    }),
    async (request) => {
      const codes = await confirmTotp(app.ctx, caller(request).id, request.body.code);
      app.sessions.forgetUser(caller(request).id);
      return codes;
    },
  );

  r.delete(
    '/api/me/mfa/totp',
    route({
      access: requireStaff,
      perMinute,
      summary: "Retirer l'application d'authentification (mot de passe demandé)",
      body: mfaDisableInputSchema,
      response: { 204: z.null().describe('Fait') },
    }),
    async (request, reply) => {
      await disableTotp(app.ctx, caller(request).id, request.body.password);
      app.sessions.forgetUser(caller(request).id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/login/mfa',
    route({
      perMinute,
      summary: 'Se connecter, seconde étape : le ticket et un code (application ou code de secours)',
      body: loginMfaInputSchema.meta({ example: { ticket: 'le-ticket-de-login1', code: '123456' } }),
      response: { 200: loginResponseSchema },
    }),
    async (request, reply) => {
      const user = await completeSignIn(app.ctx, request.body);
      const token = await app.sessions.open(request, reply, user);
      return { token, id: user.id, id_individu: user.individuId };
    },
  );

  r.get(
    '/api/securite',
    route({ access: requireAdmin, summary: 'Réglages de sécurité', response: { 200: securiteSchema } }),
    async () => getSecurite(app.ctx),
  );

  r.put(
    '/api/securite',
    route({
      access: requireAdmin,
      summary: 'Changer les réglages de sécurité (second facteur obligatoire pour l’équipe)',
      body: securiteSchema.meta({ example: { mfaObligatoire: true } }),
      response: { 200: securiteSchema },
    }),
    async (request) => setSecurite(app.ctx, request.body, caller(request).id),
  );
}

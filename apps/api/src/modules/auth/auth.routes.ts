import {
  accountInputSchema,
  apiFr,
  CLAIM_COOKIE,
  forgotPasswordInputSchema,
  idParamSchema,
  loginAnswerSchema,
  loginInputSchema,
  loginResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyEmailInputSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { type AuthUser, assertTrustedOrigin } from '../../plugins/auth.js';
import { isAdmin, requireUser } from '../../plugins/auth-guards.js';
import { secondStepFor } from '../mfa/mfa.service.js';
import {
  createAccountForIndividu,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service.js';

const route = routeOptions(['auth']);

/**
 * Access of `POST /api/{id}/register`: an admin, or the browser holding the claim on that individu
 * (set when it applied). The claim rides on a cookie, so the request must come from our origin.
 */
async function requireClaimOrAdmin(request: FastifyRequest): Promise<void> {
  if (isAdmin(request)) return;
  // Runs before validation (401/403 before any 400): the id is still the raw path segment.
  const individuId = Number((request.params as { id: string }).id);
  if (request.server.sessions.claimedIndividu(request) !== individuId) {
    throw forbidden(apiFr.registerForbidden);
  }
  assertTrustedOrigin(request);
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = app.config.rateLimit.login;

  /** Opens the session: the token in the answer, and the same token in an HttpOnly cookie. */
  const openSession = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser, cookie = true) => {
    const token = await app.sessions.open(request, reply, user, cookie);
    return { token, id: user.id, id_individu: user.individuId };
  };

  r.post(
    '/api/login1',
    route({
      perMinute,
      summary: 'Se connecter (jeton de session et cookie, ou le ticket du second facteur)',
      body: loginInputSchema.meta({ example: { email: 'admin@example.com', password: 'Le-mot-de-passe-1' } }),
      response: { 200: loginAnswerSchema },
    }),
    async (request, reply) => {
      const user = await login(app.ctx, request.body);
      // An account with a second factor gets a ticket for `POST /api/login/mfa` instead (§23).
      return (await secondStepFor(app.ctx, user.id)) ?? openSession(request, reply, user);
    },
  );

  r.post(
    '/api/register',
    route({
      perMinute,
      summary: 'Créer un compte candidat avec son individu',
      body: registerInputSchema.meta({
        example: {
          email: 'claire.martin@example.com',
          password: 'Choisir-1-mot-de-passe',
          individu: { nom: 'Martin', prenom: 'Claire', telephone: '06 12 34 56 78' },
        },
      }),
      response: { 201: loginResponseSchema },
    }),
    async (request, reply) => {
      const user = await register(app.ctx, request.body);
      return reply.status(201).send(await openSession(request, reply, user));
    },
  );

  r.post(
    '/api/:id/register',
    route({
      perMinute,
      access: requireClaimOrAdmin,
      summary: "Créer le compte d'un individu qui vient de postuler (cookie de revendication)",
      params: idParamSchema,
      body: accountInputSchema,
      response: { 201: loginResponseSchema },
    }),
    async (request, reply) => {
      const user = await createAccountForIndividu(app.ctx, request.params.id, request.body);
      // An admin creating someone's account keeps their own session.
      return reply.status(201).send(await openSession(request, reply, user, !isAdmin(request)));
    },
  );

  r.post(
    '/api/logout',
    route({
      summary: 'Se déconnecter (révoque le jeton présenté)',
      description: 'Closes the session and revokes the token presented (204).',
    }),
    async (request, reply) => {
      await app.sessions.revokePresented(request);
      app.sessions.clearSessionCookie(reply);
      // Signing out on a shared computer also drops what this browser held after applying.
      reply.clearCookie(CLAIM_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  accountRoutes(app);
}

/** §9: the mailed links (verification, reset) and what asks for them. */
function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = app.config.rateLimit.login;
  const noContent = { 204: z.null().describe('Fait') };

  r.post(
    '/api/verify-email',
    route({
      perMinute,
      summary: 'Confirmer son adresse avec le jeton reçu par courriel',
      body: verifyEmailInputSchema.meta({
        example: { token: 'le-jeton-du-lien-recu-par-courriel', password: 'Le-mot-de-passe-1' },
      }),
      response: noContent,
    }),
    async (request, reply) => {
      app.sessions.forgetUser(await verifyEmail(app.ctx, request.body));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/verify-email/resend',
    {
      ...route({ access: requireUser, summary: "Renvoyer le courriel de confirmation d'adresse", response: noContent }),
      // Per account, not per address: each call sends a message to someone's mailbox.
      config: { rateLimit: { max: 3, timeWindow: '15 minutes', keyGenerator: (q) => `resend:${q.user?.id}` } },
    },
    async (request, reply) => {
      await resendVerification(app.ctx, (request.user as AuthUser).id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/password/forgot',
    route({
      perMinute,
      summary: "Demander un lien de nouveau mot de passe (même réponse qu'un compte existe ou non)",
      body: forgotPasswordInputSchema.meta({ example: { email: 'admin@example.com' } }),
      response: noContent,
    }),
    async (request, reply) => {
      await forgotPassword(app.ctx, request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/password/reset',
    route({
      perMinute,
      summary: 'Choisir un nouveau mot de passe avec le jeton reçu',
      body: resetPasswordInputSchema.meta({
        example: { token: 'le-jeton-du-lien-recu-par-courriel', password: 'Nouveau-mot-de-passe-2' },
      }),
      response: noContent,
    }),
    async (request, reply) => {
      app.sessions.forgetUser(await resetPassword(app.ctx, request.body));
      // Whatever session this browser held has ended with the others.
      app.sessions.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}

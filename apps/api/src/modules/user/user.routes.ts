import {
  idParamSchema,
  mailParamSchema,
  preferencesInputSchema,
  roleResponseSchema,
  userIndividuResponseSchema,
  userSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import { requireUser } from '../../plugins/auth-guards.js';
import {
  getIndividuIdOfUser,
  getRoleByEmail,
  getUserByEmail,
  getUserOfIndividu,
  setPreferences,
} from './user.service.js';

const route = routeOptions(['user']);
const individuIdParamSchema = z.object({ individuId: idParamSchema.shape.id });

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/:mail',
    route({
      access: requireUser,
      summary: 'Un compte, par adresse (lui-même ou un administrateur)',
      params: mailParamSchema,
      response: { 200: userSchema },
    }),
    async (request) => getUserByEmail(app.ctx, request.user, request.params.mail),
  );

  r.get(
    '/user/role/:mail',
    route({
      access: requireUser,
      summary: "Le rôle d'un compte, par adresse",
      params: mailParamSchema,
      response: { 200: roleResponseSchema },
    }),
    async (request) => getRoleByEmail(app.ctx, request.user, request.params.mail),
  );

  r.get(
    '/user/b/:individuId',
    route({
      access: requireUser,
      summary: "Le compte d'un individu",
      params: individuIdParamSchema,
      response: { 200: userSchema },
    }),
    async (request) => getUserOfIndividu(app.ctx, request.user, request.params.individuId),
  );

  r.get(
    '/user/bb/:id',
    route({
      access: requireUser,
      summary: 'Un compte et son individu, par id',
      params: idParamSchema,
      response: { 200: userIndividuResponseSchema },
    }),
    async (request) => getIndividuIdOfUser(app.ctx, request.user, request.params.id),
  );

  r.post(
    '/api/me/preferences',
    route({
      access: requireUser,
      summary: 'Choisit la langue de ses pages et de ses messages (fr ou en)',
      description: 'The language of your pages and messages (contract §17); 204.',
      body: preferencesInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await setPreferences(app.ctx, request.user, request.body);
      return reply.code(204).send(null);
    },
  );
}

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
import { requireUser } from '../../plugins/auth.js';
import {
  getIndividuIdOfUser,
  getRoleByEmail,
  getUserByEmail,
  getUserOfIndividu,
  setPreferences,
} from './user.service.js';

const tags = ['user'];
const individuIdParamSchema = z.object({ individuId: idParamSchema.shape.id });

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: access is decided before the path is validated (401/403 before any 400).
  const self = { onRequest: requireUser };

  r.get(
    '/user/:mail',
    {
      ...self,
      schema: {
        summary: 'Un compte, par adresse (lui-même ou un administrateur)',
        tags,
        params: mailParamSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => getUserByEmail(app.ctx, request.user, request.params.mail),
  );

  r.get(
    '/user/role/:mail',
    {
      ...self,
      schema: {
        summary: "Le rôle d'un compte, par adresse",
        tags,
        params: mailParamSchema,
        response: { 200: roleResponseSchema },
      },
    },
    async (request) => getRoleByEmail(app.ctx, request.user, request.params.mail),
  );

  r.get(
    '/user/b/:individuId',
    {
      ...self,
      schema: {
        summary: "Le compte d'un individu",
        tags,
        params: individuIdParamSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => getUserOfIndividu(app.ctx, request.user, request.params.individuId),
  );

  r.get(
    '/user/bb/:id',
    {
      ...self,
      schema: {
        summary: 'Un compte et son individu, par id',
        tags,
        params: idParamSchema,
        response: { 200: userIndividuResponseSchema },
      },
    },
    async (request) => getIndividuIdOfUser(app.ctx, request.user, request.params.id),
  );

  r.post(
    '/api/me/preferences',
    {
      ...self,
      schema: {
        tags,
        summary: 'Choisit la langue de ses pages et de ses messages (fr ou en)',
        description: 'The language of your pages and messages (contract §17); 204.',
        body: preferencesInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await setPreferences(app.ctx, request.user, request.body);
      return reply.code(204).send(null);
    },
  );
}

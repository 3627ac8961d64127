import {
  equipeInputSchema,
  equipeMembreSchema,
  idParamSchema,
  invitationAcceptInputSchema,
  invitationAcceptResponseSchema,
  staffChoixSchema,
  staffInviteInputSchema,
  staffInviteResponseSchema,
  staffMemberSchema,
  staffUpdateInputSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { about, posteVacantAccess, requireAdmin, requireManager } from '../../plugins/auth-guards.js';
import { acceptInvitation } from '../auth/auth.service.js';
import * as service from './staff.service.js';

const route = routeOptions(['staff']);

const callerId = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

/** Staff accounts, invitations and hiring teams (contract §14). */
export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/staff',
    route({
      access: requireAdmin,
      summary: "Comptes d'équipe et invitations en attente",
      response: { 200: z.array(staffMemberSchema) },
    }),
    async () => service.listStaff(app.ctx),
  );

  r.get(
    '/staff/choix',
    route({
      access: requireManager,
      summary: "Les comptes d'équipe actifs parmi lesquels choisir l'équipe d'une offre (noms et rôles)",
      response: { 200: z.array(staffChoixSchema) },
    }),
    async () => service.listStaffChoices(app.ctx),
  );

  r.post(
    '/staff/invite',
    route({
      access: requireAdmin,
      summary: 'Invite un membre (message 5) ; réinviter renvoie un nouveau lien',
      body: staffInviteInputSchema,
      response: { 201: staffInviteResponseSchema },
    }),
    async (request, reply) => reply.code(201).send(await service.inviteStaff(app.ctx, request.body, callerId(request))),
  );

  r.post(
    '/staff/:id/update',
    route({
      access: requireAdmin,
      summary: "Change le rôle ou l'activité d'un compte d'équipe (effet immédiat sur ses sessions)",
      params: idParamSchema,
      body: staffUpdateInputSchema,
      response: { 200: staffMemberSchema },
    }),
    async (request) =>
      service.updateStaff(app.ctx, request.params.id, request.body, callerId(request), (userId) =>
        app.sessions.forgetUser(userId),
      ),
  );

  r.post(
    '/api/invitation/accept',
    route({
      perMinute: app.config.rateLimit.login,
      summary: 'Accepte une invitation : mot de passe et nom ; ouvre la session',
      body: invitationAcceptInputSchema,
      response: { 201: invitationAcceptResponseSchema },
    }),
    async (request, reply) => {
      const user = await acceptInvitation(app.ctx, request.body);
      const token = await app.sessions.open(request, reply, user);
      return reply.code(201).send({ token, id: user.id, id_individu: user.individuId, email: user.email });
    },
  );

  r.get(
    '/poste-vacant/:id/equipe',
    route({
      ...about(posteVacantAccess('manager')),
      summary: "L'équipe de recrutement d'une offre",
      response: { 200: z.array(equipeMembreSchema) },
    }),
    async (request) => service.getEquipe(app.ctx, request.params.id),
  );

  r.post(
    '/poste-vacant/:id/equipe',
    route({
      ...about(posteVacantAccess('manager')),
      summary: "Remplace l'équipe de recrutement d'une offre (comptes d'équipe actifs seulement)",
      body: equipeInputSchema,
      response: { 200: z.array(equipeMembreSchema) },
    }),
    async (request) => service.setEquipe(app.ctx, request.params.id, request.body, callerId(request)),
  );
}

import {
  apercuQuerySchema,
  apercuSchema,
  idParamSchema,
  messageInputSchema,
  messageSchema,
  modeleMessageInputSchema,
  modeleMessageSchema,
  monMessageSchema,
  nonLusSchema,
  reponseCandidatInputSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import {
  about,
  assertVerifiedOrAdmin,
  assertVerifiedSelfOrAdmin,
  candidatureAccess,
  isAdmin,
  requireManager,
  requireStaff,
  requireUser,
  scopeOf,
} from '../../plugins/auth-guards.js';
import { ownerOf } from '../candidature/candidature.service.js';
import * as service from './message.service.js';

const route = routeOptions(['messages']);

const userId = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

/** Conversations with candidates (contract §20): templates, the thread of an application, the candidate's side. */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/modeles-message',
    route({ access: requireStaff, summary: 'Modèles de message', response: { 200: z.array(modeleMessageSchema) } }),
    async () => service.listModeles(app.ctx),
  );
  r.post(
    '/modeles-message',
    route({
      access: requireManager,
      summary: 'Crée un modèle de message (Liquid vérifié)',
      body: modeleMessageInputSchema,
      response: { 201: modeleMessageSchema },
    }),
    async (request, reply) => reply.code(201).send(await service.createModele(app.ctx, request.body)),
  );
  r.post(
    '/modeles-message/:id/update',
    route({
      access: requireManager,
      summary: 'Modifie un modèle de message',
      params: idParamSchema,
      body: modeleMessageInputSchema,
      response: { 200: modeleMessageSchema },
    }),
    async (request) => service.updateModele(app.ctx, request.params.id, request.body),
  );
  r.delete(
    '/modeles-message/:id',
    route({ access: requireManager, summary: 'Supprime un modèle de message', params: idParamSchema }),
    async (request, reply) => {
      await service.deleteModele(app.ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/candidature/:id/messages/apercu',
    route({
      ...about(candidatureAccess('manager')),
      summary: 'Aperçu d’un modèle rendu pour cette candidature',
      querystring: apercuQuerySchema,
      response: { 200: apercuSchema },
    }),
    async (request) => service.apercu(app.ctx, request.params.id, request.query.modele, userId(request)),
  );
  r.get(
    '/candidature/:id/messages',
    route({
      ...about(candidatureAccess('staff')),
      summary: 'Fil des messages d’une candidature, du plus ancien au plus récent',
      response: { 200: z.array(messageSchema) },
    }),
    async (request) => service.listThread(app.ctx, request.params.id),
  );
  r.post(
    '/candidature/:id/messages',
    route({
      ...about(candidatureAccess('manager')),
      summary: 'Écrit au candidat (programmé : annulable pendant MESSAGE_UNDO_S)',
      body: messageInputSchema,
      response: { 201: messageSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.writeMessage(app.ctx, request.params.id, request.body, userId(request))),
  );
  r.post(
    '/messages/:id/annuler',
    route({
      access: requireStaff,
      summary: 'Annule un message avant son départ (son auteur, un administrateur)',
      params: idParamSchema,
      response: { 200: messageSchema },
    }),
    async (request) =>
      service.cancelMessage(
        app.ctx,
        request.params.id,
        { id: userId(request), admin: isAdmin(request) },
        scopeOf(request),
      ),
  );
  r.get(
    '/messages/non-lus',
    route({
      access: requireStaff,
      summary: 'Messages reçus non lus, par candidature',
      response: { 200: nonLusSchema },
    }),
    async (request) => service.unread(app.ctx, scopeOf(request)),
  );
  r.post(
    '/candidature/:id/messages/lus',
    route({ ...about(candidatureAccess('staff')), summary: 'Marque lus les messages reçus de ce fil' }),
    async (request, reply) => {
      await service.markThreadRead(app.ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/me/candidatures/:id/messages',
    route({
      access: requireUser,
      summary: 'Mes messages sur une candidature (candidat)',
      params: idParamSchema,
      response: { 200: z.array(monMessageSchema) },
    }),
    async (request) => {
      assertVerifiedOrAdmin(request);
      assertVerifiedSelfOrAdmin(request, await ownerOf(app.ctx, request.params.id));
      return service.myThread(app.ctx, request.params.id);
    },
  );
  r.post(
    '/api/me/candidatures/:id/messages',
    route({
      access: requireUser,
      summary: 'Répondre sur une candidature (candidat, texte)',
      params: idParamSchema,
      body: reponseCandidatInputSchema,
      response: { 201: monMessageSchema },
    }),
    async (request, reply) => {
      assertVerifiedOrAdmin(request);
      // Only the candidate writes as the candidate: an admin reads, never answers in their name.
      if (request.user?.individuId !== (await ownerOf(app.ctx, request.params.id))) throw forbidden();
      return reply.code(201).send(await service.reply(app.ctx, request.params.id, request.body.corps));
    },
  );
}

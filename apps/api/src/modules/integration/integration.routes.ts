import {
  cleCreeeSchema,
  cleInputSchema,
  cleSchema,
  idParamSchema,
  livraisonSchema,
  webhookCreeSchema,
  webhookInputSchema,
  webhookSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import { requireAdmin } from '../../plugins/auth-guards.js';
import * as service from './integration.service.js';

const route = routeOptions(['integration']);

/** requireAdmin ran before: the user is there. */
const adminId = (user: { id: number } | null) => {
  if (!user) throw new Error('requireAdmin must run first');
  return user.id;
};

/** API keys and webhooks for the company's other tools (contract §23): admin only. */
export async function integrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/cles',
    route({
      access: requireAdmin,
      summary: "Crée une clé d'API (admin) ; la clé n'est montrée qu'une fois",
      body: cleInputSchema,
      response: { 201: cleCreeeSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.createCle(app.ctx, request.body, adminId(request.user))),
  );

  r.get(
    '/api/cles',
    route({
      access: requireAdmin,
      summary: "Les clés d'API et leur dernière utilisation (admin)",
      response: { 200: z.array(cleSchema) },
    }),
    async () => service.listCles(app.ctx),
  );

  r.delete(
    '/api/cles/:id',
    route({ access: requireAdmin, summary: "Révoque une clé d'API (admin)", params: idParamSchema }),
    async (request, reply) => {
      await service.revokeCle(app.ctx, request.params.id, adminId(request.user));
      return reply.code(204).send();
    },
  );

  r.post(
    '/webhooks',
    route({
      access: requireAdmin,
      summary: "Crée un webhook (admin) ; son secret n'est montré qu'une fois",
      body: webhookInputSchema,
      response: { 201: webhookCreeSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.createWebhook(app.ctx, request.body, adminId(request.user))),
  );

  r.get(
    '/webhooks',
    route({ access: requireAdmin, summary: 'Les webhooks (admin)', response: { 200: z.array(webhookSchema) } }),
    async () => service.listWebhooks(app.ctx),
  );

  r.delete(
    '/webhooks/:id',
    route({ access: requireAdmin, summary: 'Supprime un webhook et son journal (admin)', params: idParamSchema }),
    async (request, reply) => {
      await service.deleteWebhook(app.ctx, request.params.id, adminId(request.user));
      return reply.code(204).send();
    },
  );

  r.get(
    '/webhooks/:id/livraisons',
    route({
      access: requireAdmin,
      summary: "Les livraisons d'un webhook et leurs tentatives (admin)",
      params: idParamSchema,
      response: { 200: z.array(livraisonSchema) },
    }),
    async (request) => service.listLivraisons(app.ctx, request.params.id),
  );
}

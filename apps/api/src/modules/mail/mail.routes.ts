import { mailOutboxEntrySchema, mailOutboxQuerySchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { requireAdmin } from '../../plugins/auth-guards.js';
import { listOutbox } from './mail.service.js';

const route = routeOptions(['mail']);

export async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mail/outbox',
    route({
      access: requireAdmin,
      summary: 'Courriels envoyés ou en attente (administrateur), du plus récent au plus ancien',
      querystring: mailOutboxQuerySchema,
      response: { 200: z.array(mailOutboxEntrySchema) },
    }),
    async (request, reply) => sendPage(reply, await listOutbox(app.ctx, request.query)),
  );
}

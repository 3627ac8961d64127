import { auditEntrySchema, paginationQuerySchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { requireAdmin } from '../../plugins/auth.js';
import { listAudit, registerAuditSubscribers } from './audit.service.js';

const tags = ['audit'];

/** The audit trail (§10): its subscribers, and its page in the back office. */
export async function auditRoutes(app: FastifyInstance) {
  registerAuditSubscribers(app.ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Journal d'audit des données personnelles, le plus récent d'abord (administrateur)",
        querystring: paginationQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listAudit(app.ctx, request.query)),
  );
}

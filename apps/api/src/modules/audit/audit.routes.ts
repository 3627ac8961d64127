import { auditEntrySchema, paginationQuerySchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { requireAdmin } from '../../plugins/auth-guards.js';
import { requestLang } from '../../plugins/error-handler.js';
import { listAudit } from './audit.service.js';

const route = routeOptions(['audit']);

/** The audit trail's page in the back office (§10); its subscribers start in audit.start.ts. */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit',
    route({
      access: requireAdmin,
      summary: "Journal d'audit des données personnelles, le plus récent d'abord (administrateur)",
      querystring: paginationQuerySchema,
      response: { 200: z.array(auditEntrySchema) },
    }),
    // Its words in the caller's language, as every API answer (contract §17).
    async (request, reply) => sendPage(reply, await listAudit(app.ctx, request.query, requestLang(request))),
  );
}

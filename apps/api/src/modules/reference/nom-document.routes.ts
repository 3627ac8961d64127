import { nomDocumentInputSchema, nomDocumentSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { requireAdmin } from '../../plugins/auth-guards.js';
import { nomDocumentService } from './nom-document.service.js';

/** `/nom-document`: the list is public (the apply form names each attachment); the rest is admin. */
export async function nomDocumentRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    names: { plural: 'Types de pièce', one: 'un type de pièce' },
    prefix: '/nom-document',
    entity: nomDocumentSchema,
    input: nomDocumentInputSchema,
    detailParam: 'nom',
    guard: requireAdmin,
    publicList: true,
    service: nomDocumentService,
  });
}

import {
  etatCandidatureInputSchema,
  etatCandidatureSchema,
  idParamSchema,
  paginationQuerySchema,
  textParamSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { requireAdmin } from '../../plugins/auth.js';
import { findEtat, listEtats, renameEtat } from './etat-candidature.service.js';

const tags = ['etat-candidature'];

/** `/etat-candidature`: public reads; an admin may rename a status. */
export async function etatCandidatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/etat-candidature/list',
    {
      schema: {
        summary: 'États de candidature (public)',
        tags,
        querystring: paginationQuerySchema,
        response: { 200: z.array(etatCandidatureSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listEtats(app.ctx, request.query)),
  );
  r.get(
    '/etat-candidature/list/etats/:etat',
    {
      schema: {
        summary: 'Un état de candidature, par nom',
        tags,
        params: textParamSchema('etat', 255),
        response: { 200: etatCandidatureSchema },
      },
    },
    async (request) => findEtat(app.ctx, request.params.etat),
  );
  r.post(
    '/etat-candidature/:id/update',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Modifier un état de candidature (administrateur)',
        tags,
        params: idParamSchema,
        body: etatCandidatureInputSchema,
        response: { 200: etatCandidatureSchema },
      },
    },
    async (request) => renameEtat(app.ctx, request.params.id, request.body),
  );
}

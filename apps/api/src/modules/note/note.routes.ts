import { idParamSchema, noteCandidatureSchema, noteInputSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import * as service from './note.service.js';

const tags = ['candidature'];
// onRequest: access is decided before the request is parsed or validated (401/403 before any 400).
const admin = { onRequest: requireAdmin };

/** Recruiters' private notes on an application (contract §12): admin only. */
export async function noteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/candidature/:id/notes',
    { ...admin, schema: { tags, params: idParamSchema, response: { 200: z.array(noteCandidatureSchema) } } },
    async (request) => service.listNotes(app.ctx, request.params.id),
  );

  r.post(
    '/candidature/:id/notes',
    {
      ...admin,
      schema: { tags, params: idParamSchema, body: noteInputSchema, response: { 201: noteCandidatureSchema } },
    },
    async (request, reply) => {
      const note = await service.addNote(app.ctx, request.params.id, request.body, adminId(request.user));
      return reply.code(201).send(note);
    },
  );

  r.delete(
    '/candidature/notes/:id',
    { ...admin, schema: { tags, summary: 'Supprime une de ses propres notes', params: idParamSchema } },
    async (request, reply) => {
      await service.deleteNote(app.ctx, request.params.id, adminId(request.user));
      return reply.code(204).send();
    },
  );
}

/** requireAdmin ran before: the user is there. */
const adminId = (user: { id: number } | null) => {
  if (!user) throw new Error('requireAdmin must run first');
  return user.id;
};

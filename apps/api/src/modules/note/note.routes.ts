import { idParamSchema, noteCandidatureSchema, noteInputSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import { about, candidatureAccess, requireStaff } from '../../plugins/auth-guards.js';
import * as service from './note.service.js';

const route = routeOptions(['candidature']);
// A MEMBRE reads and comments the applications in its scope (§14): 404 out of it.
const inScope = candidatureAccess('staff');

/** Recruiters' private notes on an application (contract §12): staff, in scope (§14). */
export async function noteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/candidature/:id/notes',
    route({
      ...about(inScope),
      summary: "Notes d'une candidature (équipe, dans son périmètre)",
      response: { 200: z.array(noteCandidatureSchema) },
    }),
    async (request) => service.listNotes(app.ctx, request.params.id),
  );

  r.post(
    '/candidature/:id/notes',
    route({
      ...about(inScope),
      summary: 'Ajouter une note à une candidature (équipe, dans son périmètre)',
      body: noteInputSchema,
      response: { 201: noteCandidatureSchema },
    }),
    async (request, reply) => {
      const note = await service.addNote(app.ctx, request.params.id, request.body, adminId(request.user));
      return reply.code(201).send(note);
    },
  );

  r.delete(
    '/candidature/notes/:id',
    route({ access: requireStaff, summary: 'Supprime une de ses propres notes', params: idParamSchema }),
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

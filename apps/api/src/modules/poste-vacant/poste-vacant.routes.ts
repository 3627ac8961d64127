import {
  idParamSchema,
  posteVacantFiltersSchema,
  posteVacantInputSchema,
  posteVacantSchema,
  questionSchema,
  questionsInputSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../lib/crud-routes.js';
import { isFresh } from '../../lib/etag.js';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { about, isStaff, posteVacantAccess, requireManager, scopeOf } from '../../plugins/auth-guards.js';
import { isPosteVacantInScope } from '../staff/staff.scope.js';
import * as service from './poste-vacant.service.js';
import * as questions from './questions.service.js';

const route = routeOptions(['poste-vacant']);
const staffQuestionsAccess = posteVacantAccess('staff');
/** Staff read `attendu`; the public list leaves it out (§16). */
const questionsAnswer = z.array(questionSchema.extend({ attendu: questionSchema.shape.attendu.optional() }));

export async function posteVacantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/poste-vacant/list',
    route({
      summary: 'Offres ouvertes (public, les plus récentes d’abord) ; toutes pour un administrateur',
      querystring: posteVacantFiltersSchema,
      response: { 200: z.array(posteVacantSchema) },
    }),
    async (request, reply) => {
      if (isStaff(request)) {
        // Staff see every state; a MEMBRE only the vacancies of its teams (§14).
        const viewer = { admin: true, today: app.ctx.clock.today(), scope: scopeOf(request) };
        return sendPage(reply, await service.listPostesVacants(app.ctx, request.query, viewer));
      }
      // The public list comes serialised from the cache of public reads: sent as it is.
      const { body, etag, total } = await service.listOpenPostesVacants(app.ctx, request.query);
      reply.header('X-Total-Count', String(total)).header('ETag', etag).type('application/json; charset=utf-8');
      // The typed reply knows only the 200 of the schema; 304 and the ready JSON bypass it.
      return isFresh(request, etag) ? reply.code(304 as never).send(undefined as never) : reply.send(body as never);
    },
  );

  r.get(
    '/poste-vacant/:id',
    route({
      summary: "Une offre (ouverte pour le public ; toute offre pour l'équipe dans son périmètre)",
      params: idParamSchema,
      response: { 200: posteVacantSchema },
    }),
    async (request) => {
      // Staff see a vacancy in any state; a MEMBRE only those of its teams (others as the public does, §14).
      const staff = isStaff(request) && (await isPosteVacantInScope(app.db, scopeOf(request), request.params.id));
      return service.getPosteVacant(app.ctx, request.params.id, { admin: staff });
    },
  );

  r.get(
    '/poste-vacant/:id/questions',
    route({
      // Staff read them in scope (a MEMBRE outside the vacancy's team: 404, §14); others as the public.
      access: async (request) => {
        if (isStaff(request)) await staffQuestionsAccess(request);
      },
      summary:
        "Questions de présélection (publiques pour une offre ouverte, sans la réponse attendue ; l'équipe dans son périmètre)",
      params: idParamSchema,
      response: { 200: questionsAnswer },
    }),
    async (request) =>
      isStaff(request)
        ? questions.listQuestions(app.ctx, request.params.id)
        : questions.listPublicQuestions(app.ctx, request.params.id),
  );

  r.post(
    '/poste-vacant/:id/questions',
    route({
      ...about(posteVacantAccess('manager')),
      summary: 'Remplace les questions de présélection, 0 à 20 (administrateur, recruteur)',
      body: questionsInputSchema,
      response: { 200: z.array(questionSchema) },
    }),
    async (request) => questions.replaceQuestions(app.ctx, request.params.id, request.body),
  );

  r.post(
    '/poste-vacant/add',
    route({
      access: requireManager,
      summary: 'Créer une offre (administrateur, recruteur)',
      body: posteVacantInputSchema,
      response: { 201: posteVacantSchema },
    }),
    async (request, reply) => reply.code(201).send(await service.createPosteVacant(app.ctx, request.body)),
  );

  r.post(
    '/poste-vacant/:id/update',
    route({
      access: requireManager,
      summary: 'Modifier une offre (administrateur, recruteur)',
      params: idParamSchema,
      body: posteVacantInputSchema,
      response: { 200: posteVacantSchema },
    }),
    async (request) => service.updatePosteVacant(app.ctx, request.params.id, request.body),
  );

  r.delete(
    '/poste-vacant/delete/:id',
    route({
      access: requireManager,
      summary: 'Supprimer une offre sans candidature (administrateur, recruteur)',
      params: idParamSchema,
      response: noContent,
    }),
    async (request, reply) => {
      await service.deletePosteVacant(app.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

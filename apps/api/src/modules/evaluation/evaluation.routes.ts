import {
  apiFr,
  critereSchema,
  criteresInputSchema,
  evaluationInputSchema,
  evaluationSchema,
  positiveId,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { about, candidatureAccess, posteVacantAccess, requireStaff, scopeOf } from '../../plugins/auth-guards.js';
import * as service from './evaluation.service.js';

const route = routeOptions(['evaluation']);

const callerId = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

const countsQuery = z.object({
  candidatures: z
    .string()
    .max(2000)
    .transform((v, ctx) => {
      const ids = v.split(',').filter(Boolean).map(Number);
      const parse = z.array(positiveId(apiFr.candidatureIdInvalid)).max(200).safeParse(ids);
      if (!parse.success) {
        ctx.addIssue({ code: 'custom', message: apiFr.candidatureIdInvalid });
        return z.NEVER;
      }
      return parse.data;
    }),
});

/** Scorecards (contract §14): criteria per vacancy, evaluations per application. */
export async function evaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/poste-vacant/:id/criteres',
    route({
      ...about(posteVacantAccess('staff')),
      summary: "La grille d'évaluation d'une offre",
      response: { 200: z.array(critereSchema) },
    }),
    async (request) => service.listCriteres(app.ctx, request.params.id),
  );

  r.post(
    '/poste-vacant/:id/criteres',
    route({
      ...about(posteVacantAccess('manager')),
      summary: "Remplace la grille d'évaluation (1 à 12 critères)",
      body: criteresInputSchema,
      response: { 200: z.array(critereSchema) },
    }),
    async (request) => service.setCriteres(app.ctx, request.params.id, request.body),
  );

  r.get(
    '/candidature/:id/evaluations',
    route({
      ...about(candidatureAccess('staff')),
      summary: "Les évaluations d'une candidature (un MEMBRE voit les autres après avoir soumis la sienne)",
      response: { 200: z.array(evaluationSchema) },
    }),
    async (request, reply) => {
      const { items, total } = await service.listEvaluations(app.ctx, request.params.id, {
        userId: callerId(request),
        scope: scopeOf(request),
      });
      reply.header('X-Total-Count', String(total)).header('Cache-Control', 'private, no-store');
      return items;
    },
  );

  r.post(
    '/candidature/:id/evaluations',
    route({
      ...about(candidatureAccess('staff')),
      summary: 'Soumet (ou remplace) sa propre évaluation',
      body: evaluationInputSchema,
      response: { 201: evaluationSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.submitEvaluation(app.ctx, request.params.id, request.body, callerId(request))),
  );

  r.get(
    '/evaluations/nombres',
    route({
      access: requireStaff,
      summary: "Le nombre d'évaluations de chaque candidature demandée (cartes du tableau), dans son périmètre",
      querystring: countsQuery,
      response: { 200: z.array(z.object({ candidature: z.number().int(), n: z.number().int() })) },
    }),
    async (request) => service.countEvaluations(app.ctx, request.query.candidatures, scopeOf(request)),
  );
}

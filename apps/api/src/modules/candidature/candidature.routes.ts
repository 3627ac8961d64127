import {
  bulkStatusInputSchema,
  candidatureFiltersSchema,
  candidatureSchema,
  candidatureStatusInputSchema,
  historiqueEtatSchema,
  idParamSchema,
  paginationQuerySchema,
  reponseSchema,
  textParamSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { ALL } from '../../lib/scope.js';
import {
  about,
  assertSelfOrAdmin,
  assertVerifiedOrAdmin,
  assertVerifiedSelfOrAdmin,
  candidatureAccess,
  candidaturesInBodyAccess,
  isStaff,
  requireManager,
  requireStaff,
  requireVerifiedUser,
  scopeOf,
} from '../../plugins/auth-guards.js';
import { requestLang } from '../../plugins/error-handler.js';
import { isCandidatureInScope } from '../staff/staff.scope.js';
import * as service from './candidature.service.js';
import { exportCsv } from './candidature-export.js';
import { changeStatusMany, openSheet } from './candidature-workflow.js';

// Access (and scope, §14) is decided on onRequest, before the body is parsed or validated.
const route = routeOptions(['candidature']);
const candidatures = z.array(candidatureSchema);
const individuParams = z.object({ individuId: idParamSchema.shape.id });
const nameParams = textParamSchema('name', 200);
const nomsPostes = z.array(z.object({ nom: z.string(), count: z.number().int() }));

export async function candidatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * What an application's own reads (its history, its answers) ask of a caller the route's hook let
   * in: staff read it in their scope (out of a MEMBRE's scope: as if it did not exist, §14), anyone
   * else only their own. True when the reader is staff.
   */
  const readsAsStaff = async (request: FastifyRequest, id: number): Promise<boolean> => {
    if (isStaff(request)) {
      if (!(await isCandidatureInScope(app.db, scopeOf(request), id))) throw service.candidatureNotFound();
      return true;
    }
    // Verified first (§9): an account made for someone else's address learns nothing, not even
    // whether the application exists.
    assertVerifiedOrAdmin(request);
    assertSelfOrAdmin(request, await service.ownerOf(app.ctx, id));
    return false;
  };

  r.get(
    '/candidature/list',
    route({
      access: requireStaff,
      summary: 'Candidatures, filtrées et triées (équipe, dans son périmètre)',
      querystring: candidatureFiltersSchema,
      response: { 200: candidatures },
    }),
    async (request, reply) => sendPage(reply, await service.listCandidatures(app.ctx, request.query, scopeOf(request))),
  );

  r.get(
    '/candidature/list/:id',
    route({
      ...about(candidatureAccess('staff')),
      summary: "Fiche d'une candidature (une candidature « envoyée » passe à « consultée par le recruteur »)",
      response: { 200: candidatureSchema },
    }),
    async (request) => openSheet(app.ctx, request.params.id, requireId(request.user)),
  );

  r.get(
    '/candidature/export.csv',
    route({
      access: requireManager,
      summary: 'Les candidatures de la liste filtrée, en CSV (UTF-8 avec BOM, « ; »)',
      querystring: candidatureFiltersSchema,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      // Its words in the caller's language, as every API answer (contract §17).
      const csv = await exportCsv(app.ctx, request.query, requireId(request.user), requestLang(request));
      const day = app.ctx.clock.today();
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="candidatures-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  r.post(
    '/candidature/etat',
    {
      ...route({
        access: requireStaff,
        summary: 'Un état pour plusieurs candidatures, tout ou rien',
        body: bulkStatusInputSchema,
        response: { 200: candidatures },
      }),
      // The ids are in the body: scope is decided once it is parsed, before it is validated.
      preValidation: candidaturesInBodyAccess('manager'),
    },
    async (request) => changeStatusMany(app.ctx, request.body, requireId(request.user)),
  );

  r.get(
    '/candidature/byid/:individuId',
    route({
      access: requireVerifiedUser,
      summary: "Candidatures d'un individu (lui-même ou un administrateur)",
      params: individuParams,
      querystring: paginationQuerySchema,
      response: { 200: candidatures },
    }),
    async (request, reply) => {
      // Staff: the individu's applications in scope (§14); a candidate: their own, verified.
      if (isStaff(request)) {
        return sendPage(
          reply,
          await service.listByIndividu(app.ctx, request.params.individuId, request.query, scopeOf(request)),
        );
      }
      assertVerifiedSelfOrAdmin(request, request.params.individuId);
      return sendPage(reply, await service.listByIndividu(app.ctx, request.params.individuId, request.query, ALL));
    },
  );

  r.get(
    '/candidature/poste-vacant/:name',
    route({
      access: requireStaff,
      summary: "Candidatures d'une offre, par son nom exact (équipe, dans son périmètre)",
      params: nameParams,
      querystring: candidatureFiltersSchema,
      response: { 200: candidatures },
    }),
    async (request, reply) =>
      sendPage(reply, await service.listByPosteNom(app.ctx, request.params.name, request.query, scopeOf(request))),
  );

  r.post(
    '/candidature/:id/update',
    route({
      ...about(candidatureAccess('manager')),
      summary: "Changer l'état d'une candidature (administrateur, recruteur)",
      body: candidatureStatusInputSchema,
      response: { 200: candidatureSchema },
    }),
    async (request) => service.updateStatus(app.ctx, request.params.id, request.body, requireId(request.user)),
  );

  r.get(
    '/candidature/noms-postes',
    route({
      access: requireStaff,
      summary: 'Noms des offres qui ont des candidatures (équipe, dans son périmètre)',
      querystring: paginationQuerySchema,
      response: { 200: nomsPostes },
    }),
    async (request, reply) => sendPage(reply, await service.nomsPostes(app.ctx, request.query, scopeOf(request))),
  );

  r.get(
    '/candidature/:id/historique',
    route({
      access: requireVerifiedUser,
      summary: "Historique des états (administrateur, ou le candidat pour la sienne, sans l'auteur)",
      params: idParamSchema,
      response: { 200: z.array(historiqueEtatSchema) },
    }),
    async (request) => {
      const { id } = request.params;
      return service.getHistorique(app.ctx, id, { withAuteur: await readsAsStaff(request, id) });
    },
  );

  r.get(
    '/candidature/:id/reponses',
    route({
      access: requireVerifiedUser,
      summary: "Réponses aux questions de présélection (l'équipe dans son périmètre, ou le candidat pour la sienne)",
      params: idParamSchema,
      response: { 200: z.array(reponseSchema) },
    }),
    async (request) => {
      await readsAsStaff(request, request.params.id);
      return service.getReponses(app.ctx, request.params.id);
    },
  );
}

/** A staff guard ran before: the user is there. */
const requireId = (user: { id: number } | null) => {
  if (!user) throw new Error('a staff guard must run first');
  return user.id;
};

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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination.js';
import { isCandidatureInScope } from '../../lib/scope.js';
import {
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
} from '../../plugins/auth.js';
import * as service from './candidature.service.js';
import { exportCsv } from './candidature-export.js';
import { changeStatusMany, openSheet } from './candidature-workflow.js';

const tags = ['candidature'];
// onRequest: access (and scope, §14) is decided before the body is parsed or validated.
const staff = { onRequest: requireStaff };
const manager = { onRequest: requireManager };
const candidatures = z.array(candidatureSchema);
const individuParams = z.object({ individuId: idParamSchema.shape.id });
const nameParams = textParamSchema('name', 200);
const nomsPostes = z.array(z.object({ nom: z.string(), count: z.number().int() }));

export async function candidatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/candidature/list',
    {
      ...staff,
      schema: {
        summary: 'Candidatures, filtrées et triées (équipe, dans son périmètre)',
        tags,
        querystring: candidatureFiltersSchema,
        response: { 200: candidatures },
      },
    },
    async (request, reply) => sendPage(reply, await service.listCandidatures(app.ctx, request.query, scopeOf(request))),
  );

  r.get(
    '/candidature/list/:id',
    {
      onRequest: candidatureAccess('staff'),
      schema: {
        tags,
        summary: "Fiche d'une candidature (une candidature « envoyée » passe à « consultée par le recruteur »)",
        params: idParamSchema,
        response: { 200: candidatureSchema },
      },
    },
    async (request) => openSheet(app.ctx, request.params.id, requireId(request.user)),
  );

  r.get(
    '/candidature/export.csv',
    {
      ...manager,
      schema: {
        tags,
        summary: 'Les candidatures de la liste filtrée, en CSV (UTF-8 avec BOM, « ; »)',
        querystring: candidatureFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportCsv(app.ctx, request.query, requireId(request.user));
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
      // The ids are in the body: scope is decided once it is parsed, before it is validated.
      onRequest: requireStaff,
      preValidation: candidaturesInBodyAccess('manager'),
      schema: {
        tags,
        summary: 'Un état pour plusieurs candidatures, tout ou rien',
        body: bulkStatusInputSchema,
        response: { 200: candidatures },
      },
    },
    async (request) => changeStatusMany(app.ctx, request.body, requireId(request.user)),
  );

  r.get(
    '/candidature/byid/:individuId',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: "Candidatures d'un individu (lui-même ou un administrateur)",
        params: individuParams,
        querystring: paginationQuerySchema,
        response: { 200: candidatures },
      },
    },
    async (request, reply) => {
      // Staff: the individu's applications in scope (§14); a candidate: their own, verified.
      if (isStaff(request)) {
        return sendPage(
          reply,
          await service.listByIndividu(app.ctx, request.params.individuId, request.query, scopeOf(request)),
        );
      }
      assertVerifiedSelfOrAdmin(request, request.params.individuId);
      return sendPage(reply, await service.listByIndividu(app.ctx, request.params.individuId, request.query));
    },
  );

  r.get(
    '/candidature/poste-vacant/:name',
    {
      ...staff,
      schema: {
        summary: "Candidatures d'une offre, par son nom exact (équipe, dans son périmètre)",
        tags,
        params: nameParams,
        querystring: candidatureFiltersSchema,
        response: { 200: candidatures },
      },
    },
    async (request, reply) =>
      sendPage(reply, await service.listByPosteNom(app.ctx, request.params.name, request.query, scopeOf(request))),
  );

  r.post(
    '/candidature/:id/update',
    {
      onRequest: candidatureAccess('manager'),
      schema: {
        summary: "Changer l'état d'une candidature (administrateur, recruteur)",
        tags,
        params: idParamSchema,
        body: candidatureStatusInputSchema,
        response: { 200: candidatureSchema },
      },
    },
    async (request) => service.updateStatus(app.ctx, request.params.id, request.body, requireId(request.user)),
  );

  r.get(
    '/candidature/noms-postes',
    {
      ...staff,
      schema: {
        summary: 'Noms des offres qui ont des candidatures (équipe, dans son périmètre)',
        tags,
        querystring: paginationQuerySchema,
        response: { 200: nomsPostes },
      },
    },
    async (request, reply) => sendPage(reply, await service.nomsPostes(app.ctx, request.query, scopeOf(request))),
  );

  r.get(
    '/candidature/:id/historique',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: "Historique des états (administrateur, ou le candidat pour la sienne, sans l'auteur)",
        params: idParamSchema,
        response: { 200: z.array(historiqueEtatSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (isStaff(request)) {
        // Out of a MEMBRE's scope: as if it did not exist (§14).
        if (!(await isCandidatureInScope(app.db, scopeOf(request), id))) throw service.candidatureNotFound();
        return service.getHistorique(app.ctx, id, { withAuteur: true });
      }
      // Verified first (§9): an account made for someone else's address learns nothing, not even
      // whether the application exists.
      assertVerifiedOrAdmin(request);
      assertSelfOrAdmin(request, await service.ownerOf(app.db, id));
      return service.getHistorique(app.ctx, id, { withAuteur: false });
    },
  );

  r.get(
    '/candidature/:id/reponses',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: "Réponses aux questions de présélection (l'équipe dans son périmètre, ou le candidat pour la sienne)",
        params: idParamSchema,
        response: { 200: z.array(reponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (isStaff(request)) {
        // Out of a MEMBRE's scope: as if it did not exist (§14).
        if (!(await isCandidatureInScope(app.db, scopeOf(request), id))) throw service.candidatureNotFound();
        return service.getReponses(app.ctx, id);
      }
      assertSelfOrAdmin(request, await service.ownerOf(app.db, id));
      return service.getReponses(app.ctx, id);
    },
  );
}

/** A staff guard ran before: the user is there. */
const requireId = (user: { id: number } | null) => {
  if (!user) throw new Error('a staff guard must run first');
  return user.id;
};

import {
  documentCandidatureSchema,
  documentsByCandidatureSchema,
  fileNameFor,
  idParamSchema,
  isStaffRole,
  messages,
  paginationQuerySchema,
  STORED_FILE_NAME,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized, validation } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import { routeOptions } from '../../lib/route-options.js';
import { about, documentAccess, requireStaff, requireVerifiedUser, scopeOf } from '../../plugins/auth-guards.js';
import { attachmentDisposition } from './content-disposition.js';
import * as service from './document-candidature.service.js';

// Access (and scope, §14) is decided on onRequest, before the request is parsed or validated.
const route = routeOptions(['document-candidature']);
const documents = z.array(documentCandidatureSchema);

/**
 * The download paths of the spec's clients. Each is also registered with a hidden wildcard so
 * that a name with slashes or dot segments reaches the name check (400) instead of another route.
 */
export const DOWNLOAD_PATHS = [
  '/document-candidature/download/',
  '/document-candidature/toto/',
  '/test/toto/mimi/',
] as const;
const nomFichierParams = z.object({ nomFichier: z.string().describe('Nom stocké : <uuid>.<ext>') });

const viewerOf = (request: FastifyRequest): service.Viewer => {
  if (!request.user) throw unauthorized();
  const staff = isStaffRole(request.user.role);
  return {
    admin: staff,
    scope: staff ? scopeOf(request) : null,
    individuId: request.user.individuId,
    userId: request.user.id,
    emailVerifie: request.user.emailVerifie,
  };
};

export async function documentCandidatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/document-candidature/list',
    route({
      access: requireStaff,
      summary: 'Documents des candidatures (équipe, dans son périmètre)',
      querystring: paginationQuerySchema,
      response: { 200: documents },
    }),
    async (request, reply) => sendPage(reply, await service.listDocuments(app.ctx, request.query, scopeOf(request))),
  );

  r.get(
    '/document-candidature/document/:id',
    route({
      ...about(documentAccess('staff')),
      summary: 'Un document, par id (équipe, dans son périmètre)',
      response: { 200: documentCandidatureSchema },
    }),
    async (request) => service.getDocument(app.ctx, request.params.id),
  );

  r.get(
    '/document-candidature/by-candidature/:id',
    route({
      access: requireVerifiedUser,
      summary: "Documents d'une candidature (administrateur, ou le candidat pour la sienne)",
      params: idParamSchema,
      response: { 200: documents },
    }),
    async (request) => service.listByCandidature(app.ctx, request.params.id, viewerOf(request)),
  );

  r.get(
    '/document-candidature/by-candidature',
    route({
      access: requireStaff,
      summary: 'Documents regroupés par candidature (équipe, dans son périmètre)',
      querystring: paginationQuerySchema,
      response: { 200: z.array(documentsByCandidatureSchema) },
    }),
    async (request, reply) =>
      sendPage(reply, await service.listGroupedByCandidature(app.ctx, request.query, scopeOf(request))),
  );

  async function download(request: FastifyRequest, reply: FastifyReply) {
    const params = request.params as { nomFichier?: string; '*'?: string };
    const nomFichier = params.nomFichier ?? params['*'] ?? '';
    // Refused before any lookup: only names of the stored form ever reach the storage.
    if (!STORED_FILE_NAME.test(nomFichier)) throw validation({ nomFichier: messages.fileNameInvalid });
    const file = await service.openDocument(app.ctx, nomFichier, viewerOf(request));
    return reply
      .type(file.typeMime)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', attachmentDisposition(fileNameFor(file.nomOriginal, file.typeMime)))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  }

  const summary = 'Télécharger un document (administrateur, ou le candidat pour les siens)';
  for (const prefix of DOWNLOAD_PATHS) {
    // Access first (verified owner or admin), then the name's form (400), then the owner check.
    r.get(`${prefix}:nomFichier`, route({ access: requireVerifiedUser, summary, params: nomFichierParams }), download);
    app.get(`${prefix}*`, { onRequest: requireVerifiedUser, schema: { hide: true } }, download);
  }
}

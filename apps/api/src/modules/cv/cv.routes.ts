import {
  ACCEPT_ATTRIBUTE,
  apiErrorSchema,
  CV_LECTURE_FIELD,
  cvLectureSchema,
  fusionInputSchema,
  idParamSchema,
  individuSchema,
  messages,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, validation } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { isWholeScope } from '../../lib/scope.js';
import { about, individuAccess, requireAdmin, scopeOf } from '../../plugins/auth-guards.js';
import { detectFileType, peek, SNIFF_BYTES } from '../apply/apply.service.js';
import { isIndividuInScope } from '../staff/staff.scope.js';
import { findDoublons, fusionner, readCv } from './cv.service.js';

const route = routeOptions(['cv']);
const individuRoute = routeOptions(['individu']);

interface ReadFile {
  bytes: Buffer;
  mime: string;
}

/**
 * The multipart form of a prefill: its `file` read into memory (never to disk), typed by its
 * content with the apply form's rules (size, accepted types). Every part is read to its end.
 */
async function readUpload(request: FastifyRequest, maxMb: number): Promise<ReadFile> {
  let found: ReadFile | null = null;
  let problem: AppError | null = null;
  const parts = request.parts({ throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const source = await peek(part.file, SNIFF_BYTES);
      if (part.fieldname !== CV_LECTURE_FIELD || found || problem) {
        await source.drain();
        continue;
      }
      if (source.head.length === 0) {
        await source.drain();
        problem = validation({ [CV_LECTURE_FIELD]: messages.fileEmpty });
        continue;
      }
      const type = await detectFileType(source.head);
      if (!type) {
        await source.drain();
        problem = new AppError('UNSUPPORTED_MEDIA_TYPE', messages.fileType);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of source.stream()) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        problem = new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge(maxMb));
        continue;
      }
      found = { bytes: Buffer.concat(chunks), mime: type.mime };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw new AppError('VALIDATION', messages.formInvalid);
  }
  if (problem) throw problem;
  if (!found) throw validation({ [CV_LECTURE_FIELD]: messages.fileRequired });
  return found;
}

export async function cvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit({ max: app.config.rateLimit.cv, timeWindow: '1 minute' });

  r.post(
    '/api/cv/lecture',
    {
      ...route({
        access: async (request, reply) => {
          // Turned off: as if the route did not exist, before anything is counted or read.
          if (!app.config.cvPrefill) throw notFound();
          await limit.call(app, request, reply);
        },
        summary: "Lit un CV pour pré-remplir le formulaire de candidature (multipart : file) ; n'enregistre rien",
        consumes: ['multipart/form-data'],
        // Documentation only (the OpenAPI plugin shows it as the request body; the handler reads the part).
        multipartBody: z.object({
          file: z.string().meta({
            format: 'binary',
            description: `Le CV : ${ACCEPT_ATTRIBUTE.replaceAll(',', ' ')} (le type est lu dans le contenu), ${app.config.maxUploadMb} Mio au plus. Rien n'est enregistré.`,
          }),
        }),
        response: {
          200: cvLectureSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      }),
      config: { multipart: true },
    },
    async (request) => {
      const file = await readUpload(request, app.config.maxUploadMb);
      try {
        return await readCv(app.ctx, file.bytes, file.mime);
      } finally {
        file.bytes.fill(0);
      }
    },
  );

  r.get(
    '/individu/:id/doublons',
    individuRoute({
      // Staff in scope (§14): a MEMBRE only for a person with an application to its teams (else 404)…
      ...about(individuAccess('staff')),
      summary:
        'Les autres personnes de même téléphone ou de mêmes nom et prénom, sans casse ni accents (équipe, dans son périmètre)',
      response: { 200: z.array(individuSchema) },
    }),
    async (request) => {
      const found = await findDoublons(app.ctx, request.params.id);
      const scope = scopeOf(request);
      if (isWholeScope(scope)) return found;
      // …and it learns of no one outside its scope through the duplicates either.
      const seen = await Promise.all(found.map((i) => isIndividuInScope(app.db, scope, i.id)));
      return found.filter((_, index) => seen[index]);
    },
  );

  r.post(
    '/individu/:id/fusionner',
    individuRoute({
      access: requireAdmin,
      summary: 'Fusionne la personne « avec » dans celle-ci (candidatures, documents, historique, compte)',
      params: idParamSchema,
      body: fusionInputSchema,
      response: { 200: individuSchema },
    }),
    async (request) => {
      const actor = request.user;
      if (!actor) throw new Error('requireAdmin must run first');
      const { individu, movedUserId } = await fusionner(app.ctx, request.params.id, request.body, actor.id);
      if (movedUserId !== null) app.sessions.forgetUser(movedUserId);
      return individu;
    },
  );
}

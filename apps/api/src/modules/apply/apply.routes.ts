import { apiErrorSchema, uploadResponseSchema } from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readApplySubmission } from './apply.multipart.js';
import { submitApplication } from './apply.service.js';

/** Every path the spec's clients post an application to (contract §4–5); one handler. */
export const APPLY_PATHS = [
  '/candidature/upload-user',
  '/candidature/upload',
  '/document-candidature/upload',
  '/mon-doc/upload',
] as const;

const schema = {
  tags: ['candidature'],
  summary: 'Postuler (multipart : fileCV, fileLM, nomFileCV, nomFileLM, postId, datas)',
  consumes: ['multipart/form-data'],
  response: {
    201: uploadResponseSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
    429: apiErrorSchema,
  },
};

export async function applyRoutes(app: FastifyInstance) {
  // One limiter for the four paths: they share each address's hourly allowance.
  const limit = app.rateLimit({ max: app.config.rateLimit.apply, timeWindow: '1 hour' });

  async function apply(request: FastifyRequest, reply: FastifyReply) {
    const submission = await readApplySubmission(request, app.ctx);
    const { individuId, individuCreated, ...answer } = await submitApplication(app.ctx, submission);
    // Only the browser that created this person may claim it: anyone can type someone else's
    // e-mail, and a claim on an existing person would open their applications to a stranger.
    if (individuCreated) app.sessions.setClaim(request, reply, individuId);
    return reply.code(201).send(answer);
  }

  for (const url of APPLY_PATHS) app.post(url, { onRequest: limit, config: { multipart: true }, schema }, apply);
}

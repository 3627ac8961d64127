import { type ApiErrorBody, type ErrorCode, messages } from '@recrutement/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_OF } from '../lib/errors.js';

/** Seconds a client should wait before trying again (the `Retry-After` of a 503). */
const RETRY_AFTER_SECONDS = 5;

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body of contract §1. */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  const status = STATUS_OF[code];
  return {
    timestamp: new Date().toISOString(),
    status,
    error: REASON[status] ?? 'Error',
    message,
    path: request.url.split('?')[0] ?? request.url,
    code,
    ...(fields ? { fields } : {}),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  if (code === 'UNAVAILABLE') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply
    .status(STATUS_OF[code])
    .type('application/json; charset=utf-8')
    .send(errorBody(request, code, message, fields));
}

/** Framework errors that are the client's fault, by Fastify/plugin code. */
const KNOWN: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.'],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Le formulaire contient trop de champs.'],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', 'Le formulaire contient trop de fichiers.'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Le formulaire contient trop de champs.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', "Le type de contenu de la requête n'est pas accepté."],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', 'Le corps de la requête est vide.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', "Le corps de la requête n'est pas un JSON valide."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Le formulaire doit être envoyé en multipart/form-data.',
  ],
};

function fieldsOf(error: { validation: { instancePath: string; message?: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(key in fields)) fields[key] = issue.message ?? messages.validation;
  }
  return fields;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.message, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 'VALIDATION', messages.validation, fieldsOf(error));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(request, reply, 'PAYLOAD_TOO_LARGE', messages.fileTooLarge(app.config.maxUploadMb));
    }
    const known = error.code ? KNOWN[error.code] : undefined;
    if (known) return sendError(request, reply, known[0], known[1]);
    if (error.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED', messages.tooManyRequests);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors from the framework: never leak internals, keep the status family.
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return sendError(request, reply, code, code === 'NOT_FOUND' ? messages.notFound : 'La requête est invalide.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL', messages.internal);
  });
});

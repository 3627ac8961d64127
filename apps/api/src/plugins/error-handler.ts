import type { Socket } from 'node:net';
import {
  type ApiErrorBody,
  apiEn,
  apiFr,
  type ErrorCode,
  type Lang,
  langFromAcceptLanguage,
  MAX_URL_LENGTH,
  messageLocalizer,
  messages,
} from '@recrutement/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnavailableError, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { AppError, STATUS_OF } from '../lib/errors.js';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const pathOf = (url: string) => {
  const path = url.split('?')[0] ?? url;
  // A path over the limit is not echoed back whole.
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
};

/** The error body of contract §1. */
export function errorBody(
  request: FastifyRequest | { url: string },
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
    path: pathOf(request.url),
    code,
    ...(fields ? { fields } : {}),
  };
}

/** The language of the request's answers: English when its Accept-Language prefers it (contract §17). */
export const requestLang = (request: { headers?: FastifyRequest['headers'] }): Lang =>
  langFromAcceptLanguage(request.headers?.['accept-language']);

const toEnglish = messageLocalizer(apiFr, apiEn, 'en');

/**
 * A message and its fields in `lang`: the server decides in French (the French catalogue's text);
 * an English caller gets each text's English twin (ADR 0010). Codes never change.
 */
export function localizeError(lang: Lang, message: string, fields?: Record<string, string>) {
  if (lang === 'fr') return { message, fields };
  const english = fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toEnglish(v)])) : undefined;
  return { message: toEnglish(message), fields: english };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  if (code === 'UNAVAILABLE') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  const lang = requestLang(request);
  const localized = localizeError(lang, message, fields);
  return reply
    .status(STATUS_OF[code])
    .type('application/json; charset=utf-8')
    .header('Content-Language', lang)
    .header('Vary', 'Accept-Language')
    .send(errorBody(request, code, localized.message, localized.fields));
}

/** Framework errors that are the client's fault, by Fastify/plugin code. */
const KNOWN: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', apiFr.bodyTooLarge],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', apiFr.tooManyParts],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', apiFr.tooManyFiles],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', apiFr.tooManyParts],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', apiFr.mediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', apiFr.bodyEmpty],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', apiFr.bodyNotJson],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', apiFr.multipartRequired],
  FST_ERR_BAD_URL: ['VALIDATION', messages.urlInvalid],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', messages.urlTooLong],
};

function fieldsOf(error: { validation: { instancePath: string; message?: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(key in fields)) fields[key] = issue.message ?? messages.validation;
  }
  return fields;
}

/**
 * Errors met before a route is chosen (a path that does not decode, a parameter over
 * `maxParamLength`): the `frameworkErrors` option of Fastify, so they get our body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [code, message] = KNOWN[error.code] ?? ['VALIDATION', messages.urlInvalid];
  return sendError(request, reply, code, message);
}

/**
 * Requests the HTTP parser refuses before Fastify sees them (a request line or headers over Node's
 * limit, broken HTTP): answered in the contract's body on the raw socket, then the socket closes.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let code: ErrorCode = 'VALIDATION';
  let message: string = apiFr.httpInvalid;
  let url = '/';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // A Buffer at run time (Fastify's type describes its JSON form).
    const raw: unknown = error.rawPacket;
    const head = Buffer.isBuffer(raw) ? raw.subarray(0, 4096).toString('latin1') : '';
    const line = head.split('\r\n', 1)[0] ?? '';
    url = line.split(' ')[1] ?? '/';
    // No end to the request line within what was read: the URL itself is what overflowed.
    const longUrl = !head.includes('\r\n') || line.length > MAX_URL_LENGTH;
    [code, message] = longUrl ? ['URI_TOO_LONG', messages.urlTooLong] : ['VALIDATION', apiFr.headersTooLarge];
  }
  const body = JSON.stringify(errorBody({ url }, code, message));
  const status = STATUS_OF[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASON[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Marks a route that takes a multipart body; any other refuses one with 415 (`config: { multipart: true }`). */
declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: boolean;
  }
}

/**
 * How much of a refused request's body is still read (and thrown away) after the answer, and for how
 * long: a client that sends its whole body before reading (fetch, a browser's form) then reads the
 * 413 or the 401 instead of meeting a reset connection. Past either bound the connection is closed.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 30_000;

/**
 * §13: answered before its body was read to the end (too large, access refused, bad media type), a
 * request would have its connection closed at once (`Connection: close`), and the bytes still
 * arriving make the system reset it while the client is sending: a fetch client, which sends its
 * whole body before it reads, never sees the answer. So the rest of the body is read and dropped
 * first, then the answer goes out on a connection that can serve on. Past `DRAIN_BYTES` or
 * `DRAIN_MS` the answer goes out at once and the connection closes, as before.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
  const raw = request.raw;
  // `readableEnded`: read to its end already (requests built by `inject` have no `complete`).
  if (raw.complete || raw.readableEnded || raw.destroyed || !raw.socket || raw.socket.destroyed) return undefined;
  if (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined) return undefined;
  return new Promise<void>((resolve) => {
    let read = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      // Read to its end: nothing is left on the wire, the connection may carry the next request.
      if (whole) reply.removeHeader('connection');
      else reply.header('connection', 'close');
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(raw.complete);
    const timer = setTimeout(() => done(false), DRAIN_MS);
    timer.unref();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    // A parser that gave up half-way left the body paused.
    raw.resume();
  });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    await drainUnreadBody(request, reply);
    return payload;
  });
  // Over-long URLs that Node's parser still took (it stops at 16 KiB of head).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) return sendError(request, reply, 'URI_TOO_LONG', messages.urlTooLong);
  });
  // The multipart parser is global; only the routes that take a form accept one. After onRequest,
  // so that access is still decided first (401/403 before 415).
  app.addHook('preValidation', async (request, reply) => {
    if (request.isMultipart() && !request.routeOptions.config.multipart) {
      return sendError(request, reply, 'UNSUPPORTED_MEDIA_TYPE', KNOWN.FST_ERR_CTP_INVALID_MEDIA_TYPE?.[1] ?? '');
    }
  });
  // No route reads plain text: such a body is refused (415) instead of reaching a JSON schema.
  app.removeContentTypeParser('text/plain');

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
      return sendError(request, reply, code, code === 'NOT_FOUND' ? messages.notFound : apiFr.requestInvalid);
    }
    if (isUnavailableError(error)) {
      // The database or the disk is away: no stack, no SQL, no path in the log line either.
      request.log.warn({ fault: faultCode(error) }, 'service unavailable');
      return sendError(request, reply, 'UNAVAILABLE', messages.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL', messages.internal);
  });
});

const faultCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'connection';

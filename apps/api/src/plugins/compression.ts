import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, isFresh } from '../lib/etag.js';

/**
 * ETag and 304 for the JSON answers of GET requests (lists above all): a client that has the page
 * already gets 304 and no body. Runs before compression, so the tag is that of the JSON itself.
 */
async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  if (reply.getHeader('etag')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const etag = etagOf(payload);
  reply.header('ETag', etag);
  if (!isFresh(request, etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

/**
 * Contract §11: text answers are compressed, brotli else gzip, when the client accepts it. JSON is
 * compressed here on the fly (brotli at quality 4: most of the gain for a fraction of the time); the
 * built assets arrive compressed already (web-client.ts) and the HTML pages come from their cache
 * compressed too: an answer that carries a Content-Encoding is left alone.
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onSend', etagOnSend);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
});

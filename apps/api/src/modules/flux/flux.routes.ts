import { type FluxFormat, LANGS } from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isFresh } from '../../lib/etag.js';
import { routeOptions } from '../../lib/route-options.js';
import { acceptedEncoding } from '../../plugins/web/encoding.js';
import { encodedBody, type Feed, feedOf } from './flux.service.js';

const route = routeOptions(['flux']);
const querystring = z.object({ langue: z.enum(LANGS).default('fr') });

/** If-None-Match decides when sent (RFC 9110, section 13.2.2); else If-Modified-Since, to the second. */
function notModified(request: FastifyRequest, feed: Feed): boolean {
  if (request.headers['if-none-match']) return isFresh(request, feed.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}

async function send(request: FastifyRequest, reply: FastifyReply, feed: Feed) {
  reply
    .header('ETag', feed.etag)
    .header('Last-Modified', feed.lastModified.toUTCString())
    // Readers may keep a copy, and ask again each time: a 304 costs a header.
    .header('Cache-Control', 'public, no-cache')
    .header('Vary', 'Accept-Encoding')
    .type(feed.contentType);
  if (notModified(request, feed)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(feed.body);
  return reply.header('Content-Encoding', encoding).send(await encodedBody(feed, encoding));
}

/** Each feed's OpenAPI summary. */
const FEEDS: Record<FluxFormat, { summary: string }> = {
  xml: { summary: 'Flux XML des offres ouvertes pour les agrégateurs (format Indeed), ?langue=fr|en (public)' },
  rss: { summary: 'Flux RSS 2.0 des offres ouvertes, ?langue=fr|en (public)' },
  json: { summary: 'Flux JSON Feed 1.1 des offres ouvertes, ?langue=fr|en (public)' },
};

/** The job feeds of §22: public, open vacancies only, ETag and Last-Modified, 304 on a match. */
export async function fluxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const format of ['xml', 'rss', 'json'] as const) {
    r.get(`/flux/offres.${format}`, route({ ...FEEDS[format], querystring }), async (request, reply) =>
      send(request, reply, await feedOf(app.ctx, format, request.query.langue)),
    );
  }
}

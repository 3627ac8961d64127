import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A weak validator of a body: equal bytes, equal tag (the encoding is not part of it). */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client's `If-None-Match` names `etag` (or `*`). */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

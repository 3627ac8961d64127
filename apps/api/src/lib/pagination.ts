import type { PaginationQuery } from '@recrutement/contract';
import type { FastifyReply } from 'fastify';

export interface Slice {
  limit: number;
  offset: number;
}

/** `page`/`size` of contract §1 as a SQL slice; null when the caller wants the whole list. */
export function toSlice(query: PaginationQuery): Slice | null {
  if (query.page === undefined && query.size === undefined) return null;
  const size = query.size ?? 20;
  const page = query.page ?? 1;
  return { limit: size, offset: (page - 1) * size };
}

/** Answers a list with its total in `X-Total-Count`. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}

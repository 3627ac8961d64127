import { idParamSchema, type PaginationQuery, paginationQuerySchema, textParamSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { sendPage } from '../../lib/pagination.js';
import { requireAdmin } from '../../plugins/auth.js';
import type { Page } from './page.js';

/** What a resource of the `list, add, {id}, {id}/update, delete/{id}, detail/{key}` pattern does. */
export interface CrudService<T, I> {
  list(db: Db, query: PaginationQuery): Promise<Page<T>>;
  get(db: Db, id: number): Promise<T>;
  detail(db: Db, key: string): Promise<T>;
  create(db: Db, input: I): Promise<T>;
  update(db: Db, id: number, input: I): Promise<T>;
  remove(db: Db, id: number): Promise<void>;
}

export interface CrudOptions<T, I> {
  /** The path on the wire, e.g. `/nom-document`. */
  prefix: string;
  entity: z.ZodType<T>;
  input: z.ZodType<I, unknown>;
  /** Name of the `detail/{key}` path parameter (`nom`, `reference`). */
  detailParam: string;
  /** Whether `GET {prefix}/list` is open to anyone (everything else is admin). */
  publicList: boolean;
  service: CrudService<T, I>;
}

const idOf = (params: unknown) => (params as { id: number }).id;

/** The answer of a delete: no body. */
export const noContent = { 204: z.null().describe('Supprimé') };

/** Registers the six routes of the pattern (contract §4); static segments win over `{id}`. */
export function registerCrudRoutes<T, I>(app: FastifyInstance, o: CrudOptions<T, I>): void {
  // Generic schemas defeat the type provider's inference, so the plain instance is used and the
  // parsed values are typed below (the app's zod validator compiler still parses every one).
  const r = app;
  const { service, prefix } = o;
  const tags = [prefix.slice(1)];
  // onRequest: access is decided before the body is parsed or validated (401/403 before any 400).
  const admin = { onRequest: requireAdmin };
  const keyParams = textParamSchema(o.detailParam, 255);

  r.get(
    `${prefix}/list`,
    {
      ...(o.publicList ? {} : admin),
      schema: { tags, querystring: paginationQuerySchema, response: { 200: z.array(o.entity) } },
    },
    async (request, reply) => sendPage(reply, await service.list(app.db, request.query as PaginationQuery)),
  );
  r.get(
    `${prefix}/detail/:${o.detailParam}`,
    { ...admin, schema: { tags, params: keyParams, response: { 200: o.entity } } },
    async (request) => service.detail(app.db, (request.params as Record<string, string>)[o.detailParam] ?? ''),
  );
  r.get(
    `${prefix}/:id`,
    { ...admin, schema: { tags, params: idParamSchema, response: { 200: o.entity } } },
    async (request) => service.get(app.db, idOf(request.params)),
  );
  r.post(
    `${prefix}/add`,
    { ...admin, schema: { tags, body: o.input, response: { 201: o.entity } } },
    async (request, reply) => reply.code(201).send(await service.create(app.db, request.body as I)),
  );
  r.post(
    `${prefix}/:id/update`,
    { ...admin, schema: { tags, params: idParamSchema, body: o.input, response: { 200: o.entity } } },
    async (request) => service.update(app.db, idOf(request.params), request.body as I),
  );
  r.delete(
    `${prefix}/delete/:id`,
    { ...admin, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await service.remove(app.db, idOf(request.params));
      return reply.code(204).send();
    },
  );
}

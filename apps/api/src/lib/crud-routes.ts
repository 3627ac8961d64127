import { idParamSchema, type PaginationQuery, paginationQuerySchema, textParamSchema } from '@recrutement/contract';
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppContext } from './context.js';
import type { Page } from './page.js';
import { sendPage } from './pagination.js';

/** What a resource of the `list, add, {id}, {id}/update, delete/{id}, detail/{key}` pattern does. */
export interface CrudService<T, I> {
  list(ctx: AppContext, query: PaginationQuery): Promise<Page<T>>;
  get(ctx: AppContext, id: number): Promise<T>;
  detail(ctx: AppContext, key: string): Promise<T>;
  create(ctx: AppContext, input: I): Promise<T>;
  update(ctx: AppContext, id: number, input: I): Promise<T>;
  remove(ctx: AppContext, id: number): Promise<void>;
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
  /**
   * Who may read (beyond a public list) and write: the access guard of plugins/auth-guards the module
   * hands in (`requireAdmin`, or `requireManager` for ADMIN and RECRUTEUR, §14). lib/ sits below
   * the plugins and never imports them.
   */
  guard: onRequestHookHandler | onRequestAsyncHookHandler;
  service: CrudService<T, I>;
  /** How the API documentation names the rows: `{ plural: 'Types de pièce', one: 'un type de pièce' }`. */
  names: { plural: string; one: string };
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
  const admin = { onRequest: o.guard };
  const keyParams = textParamSchema(o.detailParam, 255);
  const one = o.names.one;
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const access = o.publicList ? ' (public)' : ' (administrateur)';

  r.get(
    `${prefix}/list`,
    {
      ...(o.publicList ? {} : admin),
      schema: {
        tags,
        summary: `${o.names.plural}, dans l'ordre des id${access}`,
        querystring: paginationQuerySchema,
        response: { 200: z.array(o.entity) },
      },
    },
    async (request, reply) => sendPage(reply, await service.list(app.ctx, request.query as PaginationQuery)),
  );
  r.get(
    `${prefix}/detail/:${o.detailParam}`,
    {
      ...admin,
      schema: { tags, summary: `${One}, par ${o.detailParam}`, params: keyParams, response: { 200: o.entity } },
    },
    async (request) => service.detail(app.ctx, (request.params as Record<string, string>)[o.detailParam] ?? ''),
  );
  r.get(
    `${prefix}/:id`,
    { ...admin, schema: { tags, summary: `${One}, par id`, params: idParamSchema, response: { 200: o.entity } } },
    async (request) => service.get(app.ctx, idOf(request.params)),
  );
  r.post(
    `${prefix}/add`,
    { ...admin, schema: { tags, summary: `Créer ${one}`, body: o.input, response: { 201: o.entity } } },
    async (request, reply) => reply.code(201).send(await service.create(app.ctx, request.body as I)),
  );
  r.post(
    `${prefix}/:id/update`,
    {
      ...admin,
      schema: { tags, summary: `Modifier ${one}`, params: idParamSchema, body: o.input, response: { 200: o.entity } },
    },
    async (request) => service.update(app.ctx, idOf(request.params), request.body as I),
  );
  r.delete(
    `${prefix}/delete/:id`,
    { ...admin, schema: { tags, summary: `Supprimer ${one}`, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await service.remove(app.ctx, idOf(request.params));
      return reply.code(204).send();
    },
  );
}

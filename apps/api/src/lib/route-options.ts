import type { FastifySchema, onRequestAsyncHookHandler } from 'fastify';

/** A route's access: one of the hooks of plugins/auth-guards, run on `onRequest` (contract §3). */
export type AccessHook = onRequestAsyncHookHandler;

/** What one route says of itself: its OpenAPI schema (a summary always), its access, its rate. */
export type RouteSpec<S extends FastifySchema> = S & {
  summary: string;
  /** Decided before the body is parsed or validated (401/403/404 before any 400); none: public. */
  access?: AccessHook;
  /** Calls a minute per client (@fastify/rate-limit). */
  perMinute?: number;
  /** Reached by a staff session that still lacks a compulsory second factor (enrolment, §23). */
  mfaEnrolment?: boolean;
};

/**
 * The options of a module's routes, written one way: the module's OpenAPI tags given once, the
 * access hook and the rate limit beside the schema instead of around it. A route that needs more
 * (`preValidation`, `config.multipart`) spreads these and adds it.
 */
export function routeOptions(tags: string[]) {
  return <S extends FastifySchema>({ access, perMinute, mfaEnrolment, ...schema }: RouteSpec<S>) => ({
    ...(access ? { onRequest: access } : {}),
    config: {
      ...(perMinute === undefined ? {} : { rateLimit: { max: perMinute, timeWindow: '1 minute' } }),
      ...(mfaEnrolment ? { mfaEnrolment: true } : {}),
    },
    schema: { tags, ...schema },
  });
}

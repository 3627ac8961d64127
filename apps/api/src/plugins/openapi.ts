import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The routes' zod schemas as JSON Schema; a route that reads a multipart form itself documents the
 * form with `multipartBody` (a zod object, never used to validate), shown as its request body.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { multipartBody, ...rest } = input.schema as typeof input.schema & { multipartBody?: z.ZodType };
  const out = jsonSchemaTransform({ ...input, schema: rest });
  if (!multipartBody) return out;
  const body = z.toJSONSchema(multipartBody, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return { ...out, schema: { ...out.schema, body } };
};

/** OpenAPI document built from the routes' zod schemas; Swagger UI at /docs. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recrutement API',
        description:
          "API de la plateforme de recrutement. Le contrat (chemins, formes, règles d'accès, messages) : `packages/contract` (schémas zod partagés) et le README du dépôt ; chaque opération ci-dessous donne son schéma et un exemple à essayer. Les routes d'administration demandent le jeton de `POST /api/login1` (bouton Authorize).",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  // Swagger UI is served from this server only: no `https:` wildcard (the plugin's default CSP
  // trusts any https origin for styles and fonts), no framing, no inline or remote script.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      // Swagger UI sets style attributes as it renders.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
    // The online validator badge would load an image from validator.swagger.io.
    uiConfig: { validatorUrl: null },
  });
});

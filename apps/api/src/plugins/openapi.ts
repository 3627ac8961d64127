import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas; Swagger UI at /docs. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recrutement API',
        description: 'API de la plateforme de recrutement (voir docs/api-contract).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
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

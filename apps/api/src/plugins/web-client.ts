import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.js';

/** Files at the top of the client's build (favicon, robots.txt...). */
const TOP_LEVEL_FILE = /^[\w.-]+\.(svg|ico|png|txt|webmanifest)$/;

/**
 * Serves the built web client. Any GET that matches no API route and accepts HTML gets
 * `index.html` so that deep links (`/offre/dtail/3`) load; API 404s stay JSON.
 */
export const webClientPlugin = fp(async (app, opts: { root: string }) => {
  const hasClient = existsSync(join(opts.root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The hashed assets of the build.
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) =>
      reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET') {
      const file = request.url.split('?')[0]?.slice(1) ?? '';
      if (TOP_LEVEL_FILE.test(file) && existsSync(join(opts.root, file))) return reply.sendFile(file);
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
    }
    return sendError(request, reply, 'NOT_FOUND', "Cette adresse n'existe pas.");
  });
});

import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/index.js';
import type { DatabaseHandle, Db, Dialect } from './db/index.js';
import { relayCommittedEvents } from './lib/broadcast.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createClusterSeams } from './lib/cluster.js';
import type { AppContext } from './lib/context.js';
import { createEventBus, type EventBus } from './lib/events.js';
import { createJobRunner } from './lib/jobs.js';
import { createSessionGate } from './modules/auth/auth.service.js';
import { referencedFileNames } from './modules/document-candidature/document-candidature.service.js';
import { registerModules, startModules } from './modules/index.js';
import { createApiKeyGate } from './modules/integration/integration.service.js';
import {
  findOpenPosteVacant,
  listOpenForSitemap,
  publicDataVersion,
} from './modules/poste-vacant/poste-vacant.service.js';
import { scopeChecks } from './modules/staff/staff.scope.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { loggerOptions, logRequests } from './plugins/logger.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { seoPlugin } from './plugins/seo.js';
import { webClientPlugin } from './plugins/web-client.js';
import { createStorage, type FileStorage } from './storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
    storage: FileStorage;
    /** What the services work with (see lib/context.ts). */
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  storage?: FileStorage;
  logger?: boolean;
  /** Log lines go here instead of stdout, at the configured level (tests that read the logs). */
  logStream?: { write(line: string): void };
  /** Tests move time; the server uses the system clock in the configured time zone. */
  clock?: Clock;
  events?: EventBus;
}

/** Builds the whole server (plugins, then modules); never listens. The caller owns the database. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // logRequests writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters are bounded by their schemas (400); the URL as a whole by MAX_URL_LENGTH (414).
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  logRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('storage', options.storage ?? (await createStorage(config.storage)));
  const cluster = createClusterSeams(config, app.log);
  // Counting rate limits in Redis from the first request on (a short wait when Redis is away).
  await cluster.ready();
  const ctx: AppContext = {
    db: options.database.db,
    dialect: options.database.dialect,
    storage: app.storage,
    config,
    clock: options.clock ?? systemClock(config.timeZone),
    events: options.events ?? createEventBus(),
    // Replaced just below: the runner needs the context it runs jobs with.
    jobs: undefined as unknown as AppContext['jobs'],
    broadcast: cluster.broadcast,
    log: app.log,
    referencedFiles: referencedFileNames,
  };
  ctx.jobs = createJobRunner(ctx, app.log);
  app.decorate('ctx', ctx);
  // Each module's subscribers and jobs (modules/index.ts lists them), before any route exists.
  const modules = startModules(ctx);
  app.addHook('onClose', () => modules.close());
  // Jobs run in the server process only when configured (off in tests, which run them by name).
  if (config.jobs) app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => ctx.jobs.stop());
  app.addHook('onClose', () => cluster.close());
  // Changes other instances must hear of once committed (their caches of public reads).
  relayCommittedEvents(ctx.events, ctx.broadcast, ['offres.changed']);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Quill and react-bootstrap set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Served over plain http on localhost by default; HSTS belongs to the TLS front.
    strictTransportSecurity: false,
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    });
  }
  await app.register(cookie, { secret: config.jwtSecret });
  // Counted in Redis when configured, so that every instance sees the same count for an address.
  await app.register(rateLimit, { global: false, store: cluster.rateLimitStore });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 2, fields: 12, parts: 14, fieldSize: 64 * 1024 },
  });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  // The plugin checks each session through the accounts module's gate (revocations, current role).
  await app.register(authPlugin, {
    config,
    gate: createSessionGate(ctx),
    // API keys (§23) through the integration module's gate.
    apiKeys: createApiKeyGate(ctx),
    // The staff guards ask the hiring teams through the staff module's scope checks.
    scopeChecks,
  });

  await app.register(healthPlugin);

  await app.register(registerModules);
  // The public pages read the open vacancies through their module's service.
  const vacancies = {
    publicDataVersion: () => publicDataVersion(ctx),
    listOpenForSitemap: () => listOpenForSitemap(ctx),
    findOpenPosteVacant: (id: number) => findOpenPosteVacant(ctx, id),
  };
  await app.register(seoPlugin, { vacancies });
  await app.register(webClientPlugin, {
    vacancies,
    root: config.webDist,
    serveSourceMaps: config.serveSourceMaps,
    site: { name: config.org.name, url: config.publicUrl },
  });
  return app;
}

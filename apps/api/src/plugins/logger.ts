import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/index.js';

/**
 * E-mail addresses appear in some paths (`/user/{mail}`), a personal calendar's key in its feed's
 * (`/api/calendrier/{key}.ics`); logs never carry them. Query strings (link tokens) are dropped.
 */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(/^\/api\/calendrier\/[^/]+$/, '/api/calendrier/[jeton]').replace(/[^/]*(@|%40)[^/]*/g, '[email]');
}

/** `stream`: where lines go instead of stdout (tests read what the server would log). */
export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.env === 'test' && !stream ? 'silent' : config.logLevel,
    ...(stream ? { stream } : {}),
    // A person at a terminal reads one line per request (its message says it all, the fields that
    // repeat it are hidden); pipelines and production get JSON.
    ...(config.logFormat === 'pretty' && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'HH:MM:ss',
              ignore: 'pid,hostname,reqId,req,res,responseTime',
              singleLine: true,
            },
          },
        }
      : {}),
    // Tokens, cookies and passwords never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), reqId: req.id }),
    },
  };
}

/**
 * One line per request, once answered: `GET /offre 200 3 ms`, with the same facts as fields for a
 * log pipeline (`req.method`, `req.url` without its query, `res.statusCode`, `responseTime` in ms).
 * Fastify's own pair of lines (received, then completed without the URL) is off (app.ts).
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
    request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: ms }, line);
  });
}

import type { FastifyServerOptions } from 'fastify';
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
    // A person at a terminal reads one line per request; pipelines and production get JSON.
    ...(config.logFormat === 'pretty' && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
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

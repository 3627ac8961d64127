import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, safeLookup } from './integration.address.js';

/** How long one attempt may take, connection and answer together. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * The Standard Webhooks signature (standardwebhooks.com): `v1,` then the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed with the secret's bytes (`whsec_` then base64).
 */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface Outcome {
  /** The receiver's status, or null when it gave none (refused address, timeout, connection). */
  status: number | null;
  ms: number;
  error: string | null;
}

/**
 * POSTs one signed delivery. Redirects are not followed (a 3xx is a failure like any non-2xx);
 * the answer's body is read and dropped; nothing of it is kept.
 */
export function post(
  target: { url: string; secret: string },
  message: { id: string; body: string; timestamp: number },
  options: { allowPrivate: boolean; userAgent: string },
): Promise<Outcome> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): Outcome => ({ status, ms: Date.now() - started, error });
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: checked here.
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve(done(null, 'EPRIVATE: private address refused'));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: safeLookup(options.allowPrivate) as never,
        timeout: SEND_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': options.userAgent,
          'webhook-id': message.id,
          'webhook-timestamp': String(message.timestamp),
          'webhook-signature': signature(target.secret, message.id, message.timestamp, message.body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(done(res.statusCode ?? null, null)));
        res.on('error', (error) => resolve(done(res.statusCode ?? null, error.message)));
      },
    );
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      SEND_TIMEOUT_MS,
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(done(null, `${error.code ?? 'ERROR'}: ${error.message}`.slice(0, 500))),
    );
    req.on('close', () => clearTimeout(timer));
    req.end(message.body);
  });
}

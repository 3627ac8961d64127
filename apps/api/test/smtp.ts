import { todayIn } from '@recrutement/contract';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { Clock } from '../src/lib/clock.js';

/**
 * The SMTP ports the tests of this repository may use (loopback only): sixteen per vitest worker,
 * since files run side by side and a relay that is stopped and started again (a relay "down") must
 * find its port free, not taken meanwhile by another file's relay.
 */
const POOL = Math.max(Number(process.env.VITEST_POOL_ID ?? 1), 1);
const PORTS = { first: 2525 + (POOL - 1) * 16, last: 2525 + POOL * 16 - 1 };

export interface Received {
  /** RCPT TO of the envelope. */
  to: string[];
  raw: string;
  mail: ParsedMail;
}

export interface TestRelay {
  port: number;
  url: string;
  received: Received[];
  /** Takes the relay down (connections refused) — the port stays reserved for `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Messages received for that address. */
  to(address: string): Received[];
}

/**
 * A real SMTP server on a loopback port (the npm `smtp-server`), keeping every message it accepts
 * parsed with `mailparser`. `reject` refuses a recipient with a permanent 550.
 */
export async function startRelay(options: { reject?: (address: string) => boolean; delayMs?: number } = {}) {
  const received: Received[] = [];
  const make = () => {
    const config: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.reject?.(address.address)) {
          const error = Object.assign(new Error('Adresse inconnue'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = await simpleParser(raw);
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
          callback();
        });
      },
    };
    const server = new SMTPServer(config);
    // A client may vanish mid-session (the tests SIGKILL server processes while they send): smtp-server
    // reports the reset connection as an 'error' of the server, which, unheard, would crash the test run.
    server.on('error', () => undefined);
    return server;
  };
  let server = make();
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });

  let port = 0;
  for (let candidate = PORTS.first; candidate <= PORTS.last && port === 0; candidate++) {
    try {
      await listen(candidate);
      port = candidate;
    } catch {
      server = make();
    }
  }
  if (port === 0) throw new Error(`no free SMTP test port in ${PORTS.first}-${PORTS.last}`);

  const relay: TestRelay = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(port);
    },
    to: (address) => received.filter((r) => r.to.includes(address)),
  };
  return relay;
}

/** The first link of a message's text part that starts with `prefix`. */
export function linkIn(received: Received, prefix: string): string {
  const text = received.mail.text ?? '';
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link ${prefix} in: ${text}`);
  return found;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

export const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

/** A clock the test moves by hand (retries, leases, token expiry). */
export function movableClock(start = new Date()) {
  let at = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(at),
    nowIso: () => new Date(at).toISOString(),
    today: () => todayIn('Europe/Paris', new Date(at)),
    advance: (ms) => {
      at += ms;
    },
  };
  return clock;
}

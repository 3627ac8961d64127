import { apiEn, apiFr, formatEntry, LOCALE } from '@recrutement/contract';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { requestLang, sendError } from './error-handler.js';

/** How long /readyz waits for each of the database and the storage. */
const PROBE_TIMEOUT_MS = 3_000;

/** Whether `probe` settles in time without failing. */
async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Contract §13: `/healthz` answers while the process lives (a supervisor restarts it otherwise);
 * `/readyz` answers 200 only when the database and the storage answer (a load balancer sends no
 * traffic otherwise), else 503 `UNAVAILABLE` naming what is down. Neither says more than that.
 */
export const healthPlugin = fp(async (app) => {
  // Polled every few seconds by load balancers and supervisors: a log line each would drown the rest.
  const polled = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/healthz', polled, async () => ({ status: 'ok' }));

  app.get('/readyz', polled, async (request, reply) => {
    const [database, storage] = await Promise.all([
      answers(() => sql`select 1`.execute(app.db)),
      answers(() => app.storage.check()),
    ]);
    if (database && storage) return { status: 'ok', database: 'ok', storage: 'ok' };
    // Said in the caller's language here: the parts named are words of their own (contract §17).
    const lang = requestLang(request);
    const catalogue = lang === 'en' ? apiEn : apiFr;
    const down = [database ? null : catalogue.serviceDownDatabase, storage ? null : catalogue.serviceDownStorage];
    const parts = new Intl.ListFormat(LOCALE[lang], { type: 'conjunction' }).format(down.filter((p) => p !== null));
    return sendError(request, reply, 'UNAVAILABLE', formatEntry(catalogue.serviceDown, lang, { parts }));
  });
});

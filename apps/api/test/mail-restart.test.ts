import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { killed, type ServerWorld, serverWorld, waitFor } from './server-process.js';
import { startRelay, type TestRelay } from './smtp.js';

/**
 * Real server processes on one database (PostgreSQL when TEST_DATABASE_URL is set, else a SQLite
 * file), a real relay: a server killed with SIGKILL while a message waits sends it once after a
 * restart; two servers emptying the same outbox send each message once.
 */
let relay: TestRelay;
let world: ServerWorld;

beforeAll(async () => {
  // A slow relay: the two workers' runs overlap.
  relay = await startRelay({ delayMs: 150 });
  world = await serverWorld({ SMTP_URL: relay.url, RATE_LIMIT_APPLY: '1000' });
});
afterAll(async () => {
  await world.close();
  await relay.stop().catch(() => undefined);
});

async function apply(port: number, vacancyId: number, email: string) {
  const form = await multipart(applyForm(vacancyId, { email }));
  const res = await fetch(`http://127.0.0.1:${port}/candidature/upload-user`, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
  });
  expect(res.status).toBe(201);
}

const rowsTo = (prefix: string) =>
  world.database.db.selectFrom('mail_outbox').selectAll().where('to_address', 'like', `${prefix}%`).execute();

it('sends after a SIGKILL and a restart a message that was waiting for the relay, once', async () => {
  await relay.stop();
  let server = await world.start(3510);
  const vacancy = await makeOpenVacancy(world.database.db, { nom: 'Soudeur' });
  const email = `restart-${Date.now()}@example.com`;
  await apply(3510, vacancy.id, email);
  // The worker, woken by the commit, found the relay down and planned a retry.
  await waitFor('a failed attempt', async () => ((await rowsTo(email))[0]?.attempts === 1 ? true : undefined), 10_000);
  await killed(server);
  expect((await rowsTo(email))[0]).toMatchObject({ state: 'pending' });

  await relay.start();
  server = await world.start(3510);
  await waitFor(
    'the message sent',
    async () => ((await rowsTo(email))[0]?.state === 'sent' ? true : undefined),
    60_000,
  );
  // One more tick of the worker: nothing is sent again.
  await new Promise((r) => setTimeout(r, 11_000));
  expect(relay.to(email)).toHaveLength(1);
  expect((await rowsTo(email))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  await killed(server);
}, 120_000);

it('two server processes on one database send each message once', async () => {
  await relay.stop();
  const [first, second] = [3511, 3512];
  const servers = [await world.start(first)];
  const vacancy = await makeOpenVacancy(world.database.db, { nom: 'Cariste' });
  const prefix = `pair-${Date.now()}-`;
  const addresses = Array.from({ length: 30 }, (_, i) => `${prefix}${i}@example.com`);
  // The messages wait for the relay (recorded through one server: two processes writing one SQLite
  // file at once are not a supported set-up; several instances are, on PostgreSQL, §13).
  for (const email of addresses) await apply(first, vacancy.id, email);
  await waitFor(
    'every message tried once',
    async () => ((await rowsTo(prefix)).every((r) => r.attempts >= 1) ? true : undefined),
    20_000,
  );
  servers.push(await world.start(second));
  await relay.start();
  await waitFor(
    'every message sent',
    async () => ((await rowsTo(prefix)).every((r) => r.state === 'sent') ? true : undefined),
    90_000,
  );
  // One more tick of both workers: nothing is sent again.
  await new Promise((r) => setTimeout(r, 11_000));
  for (const address of addresses) expect(relay.to(address), address).toHaveLength(1);
  const senders = new Set((await rowsTo(prefix)).map((r) => r.locked_by));
  console.info(`two processes: the messages were sent by ${senders.size} instance(s)`);
  await Promise.all(servers.map(killed));
}, 180_000);

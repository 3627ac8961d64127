/**
 * One server process's job runner, alone on a database (the jobs-once test starts two of them):
 * `race` runs the probe job by hand again and again for RACE_MS, `tick` lets the scheduler tick a daily job. Each
 * run of a job writes a row (its owner, start and end) to `job_probe`; the summary goes to stdout.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../../src/config/index.js';
import { createDatabase } from '../../src/db/index.js';
import { systemClock } from '../../src/lib/clock.js';
import type { AppContext } from '../../src/lib/context.js';
import { createJobRunner, INSTANCE_ID } from '../../src/lib/jobs.js';

const { DATABASE_URL, MODE, RACE_MS = '1500' } = process.env;
const { db, dialect } = createDatabase(parseDatabaseUrl(DATABASE_URL ?? ''));
const log = Fastify({ logger: false }).log;
const ctx = { db, dialect, clock: systemClock('Europe/Paris'), log } as unknown as AppContext;
const jobs = createJobRunner(ctx, log);

const probe = async () => {
  const started = new Date().toISOString();
  await sleep(60);
  await sql`insert into job_probe (owner, started_at, ended_at) values (${INSTANCE_ID}, ${started}, ${new Date().toISOString()})`.execute(
    db,
  );
};

// Loaded and connected: say so, then wait for the word to start, so both processes start together.
await sql`select 1`.execute(db);
console.info('ready');
await once(process.stdin, 'data');

let ran = 0;
let refused = 0;
if (MODE === 'race') {
  jobs.register({ name: 'probe', everyMs: 60_000, exclusive: true, run: probe });
  // For a while rather than a number of attempts: a process whose few attempts all fell inside the
  // other's runs would never get its turn, and the test could not tell competition from starvation.
  const end = Date.now() + Number(RACE_MS);
  while (Date.now() < end) {
    if (await jobs.runNow('probe')) ran++;
    else refused++;
    await sleep(Math.random() * 30);
  }
} else {
  jobs.register({ name: 'daily', everyMs: 24 * 60 * 60_000, exclusive: true, run: probe });
  jobs.start(); // first tick after one second
  await sleep(2_500);
  await jobs.stop();
}
await db.destroy();
console.info(JSON.stringify({ owner: INSTANCE_ID, ran, refused }));
process.exit(0);

import { fork } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Figure, measure, printFigure } from './lib/latency.js';
import {
  ADMIN,
  createScratch,
  freePort,
  machine,
  round,
  SERVER_JS,
  saveResults,
  signInAdmin,
  startServer,
} from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * The job feeds of contract §22 (issue 35) on the `large` data (2,000 vacancies, 1,600 open),
 * against the built server:
 * 1. generation: `GET /flux/offres.xml` of the open vacancies on the first request after the start,
 *    then again after each of REBUILDS changes of one vacancy by an admin (the change drops the
 *    cached feed, so the next request reads the vacancies and writes the feed anew); the RSS and
 *    JSON feeds once each after the last change. Budget: every XML build < 300 ms (wall time of the
 *    request, transfer included).
 * 2. from the cache: the same feed at CONNECTIONS clients (closed loop) for BENCH_DURATION seconds,
 *    side by side with a bare Fastify route (started by this script, in the same run) sending the
 *    same bytes brotli-compressed, as the server sends its cached feed to a client that accepts it.
 *    Two rounds each, turn by turn; budget: the better round's p95 within twice the bare route's
 *    better round, plus a millisecond (what is left to the server's hooks and the cache's version
 *    check).
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set. Only the server's build is needed.
 */
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const REBUILDS = Number(process.env.BENCH_FEED_REBUILDS ?? 10);
const CONNECTIONS = 4;
const ROUNDS = 2;
const options = {
  connections: CONNECTIONS,
  durationMs: Number(process.env.BENCH_DURATION ?? 10) * 1000,
  warmupMs: Number(process.env.BENCH_WARMUP ?? 2) * 1000,
};
const FEED = '/flux/offres.xml';
const GENERATION_BUDGET_MS = 300;

/** One request, timed from the client: status, bytes, milliseconds. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { status: response.status, body, ms: round(performance.now() - started) };
}

/** The bare route in a process of its own, like the real server. */
async function startBare(dir: string, body: string) {
  const file = join(dir, 'feed.xml');
  writeFileSync(file, body);
  const port = await freePort();
  const args = [String(port), FEED, file, 'application/xml; charset=utf-8'];
  const child = fork(join(import.meta.dirname, 'lib/bare-bytes-server.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code) => fail(new Error(`Le serveur témoin s'est arrêté (${code}).`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** An admin renames one vacancy (through the API, as the back office does): the public data changes. */
async function renameVacancy(url: string, auth: Record<string, string>, id: number, round: number) {
  const vacancy = (await (await fetch(`${url}/poste-vacant/${id}`, { headers: auth })).json()) as Record<
    string,
    unknown
  > & { nom: string; poste: { id: number }; session: { id: number }; typeContrat: { id: number } };
  const response = await fetch(`${url}/poste-vacant/${id}/update`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      nom: `${vacancy.nom.replace(/ \(\d+\)$/, '')} (${round})`,
      descriptif: vacancy.descriptif,
      poste: { id: vacancy.poste.id },
      session: { id: vacancy.session.id },
      typeContrat: { id: vacancy.typeContrat.id },
      lieu: vacancy.lieu ?? undefined,
      salaireMin: vacancy.salaireMin ?? 30000,
      salaireMax: vacancy.salaireMax ?? 36000,
      salairePeriode: vacancy.salairePeriode ?? 'AN',
      teletravail: vacancy.teletravail,
    }),
  });
  if (response.status !== 200) throw new Error(`Modification refusée : ${response.status} ${await response.text()}`);
}

const jobsIn = (xml: string) => xml.split('<job>').length - 1;

async function suite(database: 'sqlite' | 'postgres', postgresUrl?: string) {
  const scratch = await createScratch(postgresUrl);
  try {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    const seeded = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
    const server = await startServer(scratch);
    try {
      const first = await timed(`${server.url}${FEED}`);
      if (first.status !== 200) throw new Error(`${FEED} : ${first.status}`);
      const jobs = jobsIn(first.body);
      if (jobs !== seeded.openVacancies)
        throw new Error(`${jobs} offres dans le flux, ${seeded.openVacancies} ouvertes`);
      const auth = await signInAdmin(server.url);
      const id = Number(/<referencenumber>(\d+)<\/referencenumber>/.exec(first.body)?.[1]);
      const rebuilds: number[] = [];
      for (let i = 1; i <= REBUILDS; i++) {
        await renameVacancy(server.url, auth, id, i);
        const again = await timed(`${server.url}${FEED}`);
        if (!again.body.includes(`(${i})`)) throw new Error('Le flux ne suit pas la modification.');
        rebuilds.push(again.ms);
      }
      const rss = await timed(`${server.url}/flux/offres.rss`);
      const json = await timed(`${server.url}/flux/offres.json`);
      const generation = {
        jobs,
        bytes: Buffer.byteLength(first.body),
        firstRequestMs: first.ms,
        rebuildsMs: {
          median: [...rebuilds].sort((a, b) => a - b)[Math.floor(rebuilds.length / 2)],
          max: Math.max(...rebuilds),
        },
        rssFirstMs: rss.ms,
        jsonFirstMs: json.ms,
      };
      console.info(`[${database}] generation ${JSON.stringify(generation)}`);

      const body = (await timed(`${server.url}${FEED}`)).body;
      const bare = await startBare(scratch.dir, body);
      try {
        const { loadAverage1m } = machine();
        const call = (name: string) => ({ name, request: () => ({ path: FEED }) });
        // Turn by turn, as public-list.ts does: a busy moment of the machine falls on both.
        const figures: Figure[] = [];
        for (let i = 1; i <= ROUNDS; i++) {
          for (const [name, url] of [
            [`bare Fastify, same bytes (round ${i})`, bare.url],
            [`XML feed from the cache (round ${i})`, server.url],
          ] as const) {
            const figure = await measure(url, {}, call(name), options);
            printFigure(database, figure, 36);
            figures.push(figure);
          }
        }
        const p95 = (start: number) =>
          Math.min(...figures.filter((_, i) => i % 2 === start).map((f) => f.latencyMs.p95));
        const bareFigure = { p95: p95(0), rounds: figures.filter((_, i) => i % 2 === 0) };
        const cached = { p95: p95(1), rounds: figures.filter((_, i) => i % 2 === 1) };
        const budgets = {
          generatedUnder300ms: Math.max(first.ms, ...rebuilds) < GENERATION_BUDGET_MS,
          cachedP95WithinTwiceBare: cached.p95 <= 2 * bareFigure.p95 + 1,
          noFailures: figures.every((f) => f.failures === 0),
        };
        console.info(`[${database}] ${JSON.stringify(budgets)}`);
        return { database, loadAverage1m, generation, bare: bareFigure, cached, budgets };
      } finally {
        bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

// The feeds need the server only (no web client): its build is checked here.
if (!existsSync(SERVER_JS)) {
  console.error(`Introuvable : ${SERVER_JS}\nLancez d'abord « npm run build -w @recrutement/api ».`);
  process.exit(1);
}
const suites = [await suite('sqlite')];
if (process.env.BENCH_DATABASE_URL) suites.push(await suite('postgres', process.env.BENCH_DATABASE_URL));
saveResults(['feeds'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { ...options, rounds: ROUNDS, size: SIZE, rebuilds: REBUILDS },
  suites,
});
if (suites.some((s) => Object.values(s.budgets).includes(false))) {
  console.error('Échec : un budget des flux est dépassé.');
  process.exitCode = 1;
}

import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ADMIN,
  createScratch,
  freePort,
  machine,
  onEachDatabase,
  round,
  saveResults,
  signInAdmin,
  startServer,
} from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * Budgets of issue 13 on the `large` data: the public list `GET /poste-vacant/list?page=1&size=5`
 * at 50 connections must serve at least half the requests/s of a bare Fastify route answering the
 * same JSON (started by this script, measured in the same run, turn by turn), with p99 < 20 ms; a
 * search (`q=`) and the admin application search p99 < 50 ms. SQLite, and PostgreSQL too when
 * BENCH_DATABASE_URL is set.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 50;
const ROUNDS = 2;
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const LIST = '/poste-vacant/list?page=1&size=5';

interface Figure {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
  errors: number;
  non2xx: number;
}

async function load(name: string, base: string, path: string, headers: Record<string, string> = {}): Promise<Figure> {
  const options = { url: `${base}${path}`, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  const figure = {
    name,
    path,
    requestsPerSecond: round(r.requests.average, 0),
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 },
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
  console.info(
    `  ${name.padEnd(44)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.latencyMs.p50} ms  p99 ${figure.latencyMs.p99} ms  errors ${figure.errors}  non-2xx ${figure.non2xx}`,
  );
  return figure;
}

/** The bare route in a process of its own, like the real server. */
async function startBare(dir: string, body: string, total: string) {
  const file = join(dir, 'list.json');
  writeFileSync(file, body);
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'lib/bare-server.ts'), [String(port), file, total], {
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code) => fail(new Error(`Le serveur témoin s'est arrêté (${code}).`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const average = (figures: Figure[], name: string): Figure => ({
  name,
  path: figures[0]!.path,
  requestsPerSecond: round(figures.reduce((s, f) => s + f.requestsPerSecond, 0) / figures.length, 0),
  latencyMs: {
    p50: Math.max(...figures.map((f) => f.latencyMs.p50)),
    p97_5: Math.max(...figures.map((f) => f.latencyMs.p97_5)),
    p99: Math.max(...figures.map((f) => f.latencyMs.p99)),
  },
  errors: figures.reduce((s, f) => s + f.errors, 0),
  non2xx: figures.reduce((s, f) => s + f.non2xx, 0),
});

async function suite(database: 'sqlite' | 'postgres', postgresUrl?: string) {
  const scratch = await createScratch(postgresUrl);
  try {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
    const server = await startServer(scratch);
    try {
      const first = await fetch(`${server.url}${LIST}`);
      const body = await first.text();
      const bare = await startBare(scratch.dir, body, first.headers.get('x-total-count') ?? '0');
      try {
        const check = await fetch(`${bare.url}${LIST}`);
        if ((await check.text()) !== body) throw new Error('Le serveur témoin ne répond pas le même JSON.');
        const { loadAverage1m } = machine();
        const bareRuns: Figure[] = [];
        const realRuns: Figure[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          bareRuns.push(await load(`bare Fastify, same JSON (round ${i + 1})`, bare.url, LIST));
          realRuns.push(await load(`public list (round ${i + 1})`, server.url, LIST));
        }
        const auth = await signInAdmin(server.url);
        const others = [
          await load('public search q=developpeur', server.url, `/poste-vacant/list?q=developpeur&page=1&size=5`),
          await load(
            'search q=developpeur, uncached (admin, ouvert)',
            server.url,
            '/poste-vacant/list?q=developpeur&ouvert=true&page=1&size=5',
            auth,
          ),
          await load('admin application search q=mar', server.url, '/candidature/list?q=mar&page=2&size=5', auth),
        ];
        const bareFigure = average(bareRuns, 'bare Fastify, same JSON');
        const realFigure = average(realRuns, 'public list');
        const ratio = round(realFigure.requestsPerSecond / bareFigure.requestsPerSecond, 2);
        const budgets = {
          listAtLeastHalfOfBare: ratio >= 0.5,
          listP99Under20ms: realFigure.latencyMs.p99 < 20,
          searchP99Under50ms: others.every((f) => f.latencyMs.p99 < 50),
          noErrors: [...bareRuns, ...realRuns, ...others].every((f) => f.errors === 0 && f.non2xx === 0),
        };
        console.info(`[${database}] list / bare = ${ratio}  ${JSON.stringify(budgets)}`);
        return {
          database,
          loadAverage1m,
          ratio,
          budgets,
          bare: bareFigure,
          list: realFigure,
          rounds: { bareRuns, realRuns },
          others,
        };
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

const suites = await onEachDatabase(suite);
saveResults(['publicList'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, rounds: ROUNDS, size: SIZE },
  suites,
});
if (suites.some((s) => Object.values(s.budgets).includes(false))) {
  console.error('Échec : un budget de la liste publique ou de la recherche est dépassé.');
  process.exitCode = 1;
}

import autocannon from 'autocannon';
import {
  ADMIN,
  createScratch,
  type Memory,
  machine,
  onEachDatabase,
  round,
  saveResults,
  signInAdmin,
  startServer,
} from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * HTTP throughput and latency of the built server on a large seeded database: the public vacancy
 * list and detail, the admin lists, and the SPA's index.html. SQLite always; PostgreSQL as well when
 * BENCH_DATABASE_URL names a server (a scratch database is created and dropped there).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 10;
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;

interface Target {
  name: string;
  path: string;
  admin?: boolean;
  /** The SPA fallback only answers requests that accept HTML. */
  html?: boolean;
}

const targets = (vacancyId: number): Target[] => [
  { name: 'public vacancy list', path: '/poste-vacant/list?page=1&size=5' },
  { name: 'public vacancy list, CDI, page 3', path: '/poste-vacant/list?typeContrat=CDI&page=3&size=5' },
  { name: 'vacancy detail', path: `/poste-vacant/${vacancyId}` },
  { name: 'admin application list', path: '/candidature/list?page=1&size=5', admin: true },
  { name: 'admin application search q=mar, page 2', path: '/candidature/list?q=mar&page=2&size=5', admin: true },
  { name: 'admin document list', path: '/document-candidature/list?page=1&size=10', admin: true },
  { name: 'SPA /offre (index.html)', path: '/offre', html: true },
];

interface Figure {
  name: string;
  path: string;
  /** Rows the list holds in all (X-Total-Count); null for a single resource. */
  total: number | null;
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
  requests: number;
  errors: number;
  non2xx: number;
}

/**
 * One request first, so that a broken endpoint fails loudly instead of after ten seconds of 404s.
 * Answers the list's total (X-Total-Count), to show how much data the page was cut from.
 */
async function check(url: string, target: Target, headers: Record<string, string>): Promise<number | null> {
  const response = await fetch(`${url}${target.path}`, { headers });
  const body = await response.text();
  const ok =
    response.status === 200 &&
    (target.html ? body.includes('<div id="root">') : body.startsWith('{') || body.startsWith('['));
  if (!ok) throw new Error(`${target.path} : ${response.status} ${body.slice(0, 200)}`);
  if (body.startsWith('[') && (JSON.parse(body) as unknown[]).length === 0)
    throw new Error(`${target.path} : liste vide`);
  const total = response.headers.get('x-total-count');
  return total === null ? null : Number(total);
}

async function measure(url: string, target: Target, auth: Record<string, string>): Promise<Figure> {
  const headers = { ...(target.admin ? auth : {}), accept: target.html ? 'text/html' : 'application/json' };
  const total = await check(url, target, headers);
  const options = { url: `${url}${target.path}`, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  return {
    name: target.name,
    path: target.path,
    total,
    requestsPerSecond: round(r.requests.average, 0),
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 },
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const describe = (f: Figure) =>
  `${f.name.padEnd(40)} ${String(f.requestsPerSecond).padStart(6)} req/s  p50 ${f.latencyMs.p50} ms  ` +
  `p99 ${f.latencyMs.p99} ms  errors ${f.errors}  non-2xx ${f.non2xx}`;

interface SuiteResult {
  database: 'sqlite' | 'postgres';
  seed: Awaited<ReturnType<typeof seedDatabase>>;
  /** Load average of the machine when the measures started (other work skews them). */
  loadAverage1m: number;
  memory: { idle: Memory; afterRun: Memory };
  endpoints: Figure[];
}

async function suite(database: SuiteResult['database'], postgresUrl?: string): Promise<SuiteResult> {
  const scratch = await createScratch(postgresUrl);
  try {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    const seed = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
    console.info(`[${database}] seeded in ${round(seed.seconds)} s`);
    const server = await startServer(scratch);
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const idle = server.memory();
      const { loadAverage1m } = machine();
      const auth = await signInAdmin(server.url);
      const first = await fetch(`${server.url}/poste-vacant/list?page=1&size=1`);
      const [vacancy] = (await first.json()) as { id: number }[];
      if (!vacancy) throw new Error('Aucune offre ouverte après le remplissage.');
      const endpoints: Figure[] = [];
      for (const target of targets(vacancy.id)) {
        const figure = await measure(server.url, target, auth);
        console.info(`[${database}] ${describe(figure)}`);
        endpoints.push(figure);
      }
      return { database, seed, loadAverage1m, memory: { idle, afterRun: server.memory() }, endpoints };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

const suites = await onEachDatabase(suite);
for (const s of suites) {
  console.info(
    `[${s.database}] RSS idle ${s.memory.idle.rssMiB} MiB, after ${s.memory.afterRun.rssMiB} MiB (peak ${s.memory.afterRun.peakMiB} MiB)`,
  );
}
saveResults(['http'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, size: SIZE },
  suites,
});
const failures = suites.flatMap((s) => s.endpoints).filter((e) => e.errors > 0 || e.non2xx > 0);
if (failures.length > 0) {
  console.error(`Réponses en erreur sur : ${failures.map((f) => f.path).join(', ')}`);
  process.exitCode = 1;
}

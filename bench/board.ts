import { type Call, type Figure, measure } from './lib/latency.js';
import { ADMIN, createScratch, machine, requireBuild, saveResults, signInAdmin, startServer } from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * Latency of the calls the back office's pipeline board and dashboard make (contract §12), on the
 * `large` data set: the status list, the first page of every column, a page deep in the biggest
 * column ("show more" fifty times), a column of one vacancy, the move of a card, and the dashboard's
 * figures. A closed loop of CONNECTIONS clients, each sending its next request when the last one
 * answered, measures p50, p95 and p99 itself (autocannon reports no p95).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2) * 1000;
const CONNECTIONS = Number(process.env.BENCH_BOARD_CONNECTIONS ?? 4);
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
/** Cards per page of a column, as the board asks. */
const CARDS = 20;
const TARGET_P95_MS = 50;

async function json<T>(url: string, auth: Record<string, string>, path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${url}${path}`, { headers: auth });
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

/** The board's calls, built from what the seeded server answers. */
async function calls(url: string, auth: Record<string, string>): Promise<Call[]> {
  const { body: etats } = await json<{ id: number; etat: string }[]>(url, auth, '/etat-candidature/list');
  const column = (etat: number, page = 1, extra = '') =>
    `/candidature/list?etat=${etat}${extra}&tri=-date&page=${page}&size=${CARDS}`;
  const sizes = await Promise.all(
    etats.map(async (e) => ({ ...e, total: (await json(url, auth, column(e.id))).total })),
  );
  const biggest = sizes.reduce((a, b) => (b.total > a.total ? b : a));
  const { body: top } = await json<{ parOffre: { id: number }[] }>(url, auth, '/stats/dashboard');
  const vacancy = top.parOffre[0]?.id;
  const { body: cards } = await json<{ id: number }[]>(url, auth, column(biggest.id));
  const moved = cards.map((c) => c.id);
  // Each move takes the next card of the biggest column to another status and back, in turn.
  let turn = 0;
  const others = etats.filter((e) => e.id !== biggest.id).map((e) => e.id);
  console.info(
    `colonnes : ${sizes.map((s) => `${s.etat} ${s.total}`).join(', ')} ; offre la plus demandée : ${vacancy}`,
  );
  return [
    { name: 'status list (columns)', request: () => ({ path: '/etat-candidature/list' }) },
    ...sizes.map((s) => ({
      name: `column « ${s.etat} », first ${CARDS} of ${s.total}`,
      request: () => ({ path: column(s.id) }),
    })),
    { name: `column « ${biggest.etat} », page 50`, request: () => ({ path: column(biggest.id, 50) }) },
    {
      name: 'column of the busiest vacancy',
      request: () => ({ path: column(biggest.id, 1, `&posteVacant=${vacancy}`) }),
    },
    {
      name: 'move a card (POST /candidature/{id}/update)',
      request: () => {
        const id = moved[Math.floor(turn / 2) % moved.length];
        const etat = turn % 2 === 0 ? others[turn % others.length] : biggest.id;
        turn++;
        return { path: `/candidature/${id}/update`, method: 'POST', body: { etatCandidature: { id: etat } } };
      },
    },
    { name: 'dashboard figures (GET /stats/dashboard)', request: () => ({ path: '/stats/dashboard' }) },
  ];
}

async function suite(database: 'sqlite' | 'postgres', postgresUrl?: string) {
  const scratch = await createScratch(postgresUrl);
  try {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    const seed = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
    const server = await startServer(scratch);
    try {
      const auth = await signInAdmin(server.url);
      const { loadAverage1m } = machine();
      const figures: Figure[] = [];
      for (const call of await calls(server.url, auth)) {
        const figure = await measure(server.url, auth, call, {
          connections: CONNECTIONS,
          durationMs: DURATION,
          warmupMs: WARMUP,
        });
        const l = figure.latencyMs;
        console.info(
          `[${database}] ${figure.name.padEnd(52)} ${String(figure.requestsPerSecond).padStart(5)} req/s  ` +
            `p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99} ms  failures ${figure.failures}`,
        );
        figures.push(figure);
      }
      return { database, candidatures: seed.candidatures, loadAverage1m, figures };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

requireBuild();
const suites = [await suite('sqlite')];
if (process.env.BENCH_DATABASE_URL) suites.push(await suite('postgres', process.env.BENCH_DATABASE_URL));
saveResults(['board'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections: CONNECTIONS, durationSeconds: DURATION / 1000, warmupSeconds: WARMUP / 1000, size: SIZE },
  suites,
});
const slow = suites.flatMap((s) => s.figures.map((f) => ({ ...f, database: s.database })));
const over = slow.filter((f) => f.latencyMs.p95 >= TARGET_P95_MS || f.failures > 0);
if (over.length > 0) {
  console.error(
    `Au-dessus de ${TARGET_P95_MS} ms (p95) ou en erreur : ${over.map((f) => `${f.database} ${f.name}`).join(' ; ')}`,
  );
  process.exitCode = 1;
}

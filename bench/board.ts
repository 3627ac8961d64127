import { type Call, failOverBudget, measureEach } from './lib/latency.js';
import {
  ADMIN,
  machine,
  onEachDatabase,
  type Scratch,
  saveResults,
  signInAdmin,
  withSeededServer,
} from './lib/server.js';
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

function suite(database: 'sqlite' | 'postgres', postgresUrl?: string) {
  const seed = (scratch: Scratch) => {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    return seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
  };
  return withSeededServer(postgresUrl, seed, async (server, seeded) => {
    const auth = await signInAdmin(server.url);
    const { loadAverage1m } = machine();
    const load = { connections: CONNECTIONS, durationMs: DURATION, warmupMs: WARMUP };
    const figures = await measureEach(database, server.url, await calls(server.url, auth), () => auth, load, 52);
    return { database, candidatures: seeded.candidatures, loadAverage1m, figures };
  });
}

const suites = await onEachDatabase(suite);
saveResults(['board'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections: CONNECTIONS, durationSeconds: DURATION / 1000, warmupSeconds: WARMUP / 1000, size: SIZE },
  suites,
});
failOverBudget(suites, TARGET_P95_MS);

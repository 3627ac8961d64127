import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Issue 21 (contract §14): the back office's reads for a MEMBRE on 5 vacancies (every statement
 * goes through the scope query) and for an admin, on the `large` data: the applications list, the
 * board's calls (the first page of every column and the evaluation counts of its cards) and the
 * dashboard. The member is invited and accepts through the real flow (message 5 read from the
 * server's mail folder). Budget: p95 < 50 ms for each call.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2) * 1000;
const CONNECTIONS = Number(process.env.BENCH_BOARD_CONNECTIONS ?? 4);
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const TARGET_P95_MS = 50;
const CARDS = 20;
const TEAM_VACANCIES = 5;
const MEMBER = { email: 'membre@bench.test', password: 'Membre-Passw0rd' };

type Auth = Record<string, string>;

async function call<T>(url: string, auth: Auth, path: string, body?: unknown): Promise<{ body: T; total: number }> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

/** The invitation link of the message the server wrote (quoted-printable undone). */
async function invitationToken(scratch: Scratch): Promise<string> {
  const dir = join(scratch.dir, 'mail');
  for (let attempt = 0; attempt < 300; attempt++) {
    // The folder appears with the first message the outbox worker writes.
    const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.eml')) : [];
    for (const name of names) {
      const text = readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '');
      const token = /\/invitation\?token=(?:3D)?([\w-]+)/.exec(text)?.[1];
      if (text.includes(MEMBER.email) && token) return token;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("Le message d'invitation n'est pas arrivé");
}

/** A MEMBRE on the teams of the `TEAM_VACANCIES` busiest vacancies, signed in. */
async function member(url: string, admin: Auth, scratch: Scratch): Promise<{ auth: Auth; vacancies: number[] }> {
  await call(url, admin, '/staff/invite', { email: MEMBER.email, role: 'MEMBRE' });
  const accepted = await call<{ token: string }>(url, {}, '/api/invitation/accept', {
    token: await invitationToken(scratch),
    password: MEMBER.password,
    nom: 'Banc',
    prenom: 'Membre',
  });
  const { body: stats } = await call<{ parOffre: { id: number }[] }>(url, admin, '/stats/dashboard');
  const vacancies = stats.parOffre.slice(0, TEAM_VACANCIES).map((o) => o.id);
  const { body: staff } = await call<{ id: number; email: string }[]>(url, admin, '/staff');
  const id = staff.find((s) => s.email === MEMBER.email)?.id;
  for (const vacancy of vacancies) await call(url, admin, `/poste-vacant/${vacancy}/equipe`, { membres: [{ id }] });
  return { auth: { authorization: `Bearer ${accepted.body.token}` }, vacancies };
}

/** What the back office asks for one caller: the list, the board (columns and their counts), the dashboard. */
async function callsFor(url: string, auth: Auth, who: string): Promise<Call[]> {
  const { body: etats } = await call<{ id: number; etat: string }[]>(url, auth, '/etat-candidature/list');
  const column = (etat: number) => `/candidature/list?etat=${etat}&tri=-date&page=1&size=${CARDS}`;
  const columns = await Promise.all(
    etats.map(async (e) => {
      const first = await call<{ id: number }[]>(url, auth, column(e.id));
      return { ...e, total: first.total, ids: first.body.map((c) => c.id) };
    }),
  );
  const { total } = await call(url, auth, '/candidature/list?page=1&size=20');
  console.info(`${who} : ${total} candidatures visibles ; ${columns.map((c) => `${c.etat} ${c.total}`).join(', ')}`);
  return [
    {
      name: `${who} — applications list, page 1 (of ${total})`,
      request: () => ({ path: '/candidature/list?page=1&size=20' }),
    },
    {
      name: `${who} — applications list, sorted by name`,
      request: () => ({ path: '/candidature/list?tri=nom&page=1&size=20' }),
    },
    ...columns.map((c) => ({
      name: `${who} — board column « ${c.etat} » (${c.total})`,
      request: () => ({ path: column(c.id) }),
    })),
    ...columns
      .filter((c) => c.ids.length > 0)
      .slice(0, 1)
      .map((c) => ({
        name: `${who} — evaluation counts of a column's ${c.ids.length} cards`,
        request: () => ({ path: `/evaluations/nombres?candidatures=${c.ids.join(',')}` }),
      })),
    { name: `${who} — dashboard (GET /stats/dashboard)`, request: () => ({ path: '/stats/dashboard' }) },
  ];
}

function suite(database: 'sqlite' | 'postgres', postgresUrl?: string) {
  const seed = (scratch: Scratch) => {
    console.info(`\n[${database}] seeding (${SIZE})…`);
    return seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
  };
  return withSeededServer(postgresUrl, seed, async (server, seeded, scratch) => {
    const admin = await signInAdmin(server.url);
    const membre = await member(server.url, admin, scratch);
    const { loadAverage1m } = machine();
    const calls = [
      ...(await callsFor(server.url, membre.auth, 'MEMBRE (5 offres)')),
      ...(await callsFor(server.url, admin, 'ADMIN')),
    ];
    const authOf = (c: Call) => (c.name.startsWith('ADMIN') ? admin : membre.auth);
    const load = { connections: CONNECTIONS, durationMs: DURATION, warmupMs: WARMUP };
    const figures = await measureEach(database, server.url, calls, authOf, load, 64);
    return { database, candidatures: seeded.candidatures, teamVacancies: membre.vacancies, loadAverage1m, figures };
  });
}

const suites = await onEachDatabase(suite);
saveResults(['team'], {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections: CONNECTIONS, durationSeconds: DURATION / 1000, warmupSeconds: WARMUP / 1000, size: SIZE },
  suites,
});
failOverBudget(suites, TARGET_P95_MS);

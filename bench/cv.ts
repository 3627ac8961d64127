import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createDatabase, parseDatabaseUrl } from '@recrutement/api/testing';
import { todayIn } from '@recrutement/contract';
import { fillTexts, twoPagePdf } from './cv-data.js';
import {
  createScratch,
  machine,
  memoryOf,
  type RunningServer,
  requireBuild,
  round,
  saveResults,
  signInAdmin,
  startServer,
} from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * What the CV says (contract §19), on the built server:
 * - extraction: N applications with a two-page PDF CV and letter posted, then the time until the
 *   background job has read every document (documents/s), and the peak memory of the server and of
 *   its extraction process;
 * - prefill: `POST /api/cv/lecture` of a two-page PDF, one at a time, p50/p95 (budget p95 < 1 s);
 * - search in CVs: `GET /candidature/list?q=…&dans=cv` at 40,000 applications each with a CV text
 *   (`large`), a closed loop of CONNECTIONS clients, p50/p95/p99 (budget p99 < 100 ms), on SQLite
 *   and, with BENCH_POSTGRES_URL, on PostgreSQL.
 */
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const DOCUMENTS = Number(process.env.BENCH_CV_APPLICATIONS ?? 30);
const PREFILLS = Number(process.env.BENCH_CV_PREFILLS ?? 60);
const DURATION = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CV_CONNECTIONS ?? 4);
const POSTGRES = process.env.BENCH_POSTGRES_URL;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const stats = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
};

async function call(url: string, path: string, auth: Record<string, string>, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} : ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** One open vacancy per application (an individu may apply once to each). */
async function openVacancy(url: string, auth: Record<string, string>, n: number): Promise<number> {
  const poste = await call(url, '/poste-de-travail/add', auth, { reference: `BENCH-CV-${n}`, nom: 'Technicien' });
  const session = await call(url, '/session-candidature/add', auth, {
    reference: `BENCH-CV-${n}`,
    dateOuverture: todayIn(),
    dateCloture: '2999-12-31',
    status: true,
  });
  const types = (await call(url, '/type-contrat/list', auth)) as { id: number }[];
  const vacancy = await call(url, '/poste-vacant/add', auth, {
    nom: `Technicien ${n}`,
    descriptif: '<p>Maintenance</p>',
    poste: { id: poste.id },
    session: { id: session.id },
    typeContrat: { id: types[0]?.id },
  });
  return vacancy.id as number;
}

/** The memory of the server's children (the extraction process). */
function childrenPeak(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return Math.max(0, ...children.map((c) => memoryOf(Number(c)).peakMiB));
  } catch {
    return Number.NaN;
  }
}

async function extraction() {
  const scratch = await createScratch();
  const server = await startServer(scratch, { env: { RATE_LIMIT_CV: '1000000' } });
  const handle = createDatabase(parseDatabaseUrl(scratch.databaseUrl));
  try {
    const auth = await signInAdmin(server.url);
    const vacancy = await openVacancy(server.url, auth, 1);
    let childPeak = 0;
    const sampler = setInterval(() => {
      const peak = childrenPeak(server.pid);
      if (peak > childPeak) childPeak = peak;
    }, 100);
    const started = performance.now();
    for (let i = 0; i < DOCUMENTS; i++) {
      const form = new FormData();
      const file = new Blob([twoPagePdf(i)], { type: 'application/pdf' });
      form.append('fileCV', file, 'cv.pdf');
      form.append('fileLM', file, 'lettre.pdf');
      form.append('nomFileCV', 'CV');
      form.append('nomFileLM', 'Lettre de motivation');
      form.append('postId', String(vacancy));
      form.append(
        'datas',
        JSON.stringify({
          nom: 'Lambert',
          prenom: 'Camille',
          email: `camille.${i}@example.com`,
          telephone: '06 23 45 67 89',
          pays: { designation: 'France' },
          civilite: { id: 1 },
        }),
      );
      const response = await fetch(`${server.url}/candidature/upload-user`, { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(`apply ${response.status} ${await response.text()}`);
    }
    const posted = performance.now();
    const total = DOCUMENTS * 2;
    for (;;) {
      const row = await handle.db
        .selectFrom('cv_texte')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('etat', '<>', 'pending')
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= total) break;
      if (performance.now() - started > 300_000) throw new Error('extraction: not finished after 5 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    const ended = performance.now();
    clearInterval(sampler);
    const done = await handle.db
      .selectFrom('cv_texte')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('etat', '=', 'done')
      .executeTakeFirstOrThrow();

    // Prefill: one at a time, the same two-page PDF.
    const latencies: number[] = [];
    for (let i = 0; i < PREFILLS; i++) {
      const form = new FormData();
      form.append('file', new Blob([twoPagePdf(1000 + i)], { type: 'application/pdf' }), 'cv.pdf');
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/cv/lecture`, { method: 'POST', body: form });
      const read = (await response.json()) as { email: string | null };
      latencies.push(performance.now() - t0);
      if (response.status !== 200 || !read.email) throw new Error(`prefill ${response.status}`);
    }
    return {
      documents: total,
      read: Number(done.n),
      secondsAfterFirstPost: round((ended - started) / 1000, 2),
      secondsAfterLastPost: round((ended - posted) / 1000, 2),
      documentsPerSecond: round(total / ((ended - started) / 1000), 1),
      pdfBytes: twoPagePdf(0).length,
      serverPeakMiB: server.memory().peakMiB,
      extractionProcessPeakMiB: childPeak,
      prefillTwoPagePdfMs: stats(latencies),
    };
  } finally {
    await handle.db.destroy();
    await server.stop();
    await scratch.dispose();
  }
}

async function load(server: RunningServer, auth: Record<string, string>, path: string) {
  const latencies: number[] = [];
  let failures = 0;
  let total: string | null = null;
  const until = performance.now() + DURATION;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers: auth });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures++;
        total = response.headers.get('x-total-count');
      }
    }),
  );
  // The machine is shared: how busy it was while this path ran (1-minute load average, at its end).
  return { path, matches: Number(total), ...stats(latencies), failures, loadAverage1m: round(loadavg()[0] ?? 0, 2) };
}

async function search(postgresUrl?: string) {
  const scratch = await createScratch(postgresUrl);
  try {
    const seeded = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], {
      email: 'admin@bench.test',
      password: 'Bench-Passw0rd',
    });
    const handle = createDatabase(parseDatabaseUrl(scratch.databaseUrl));
    const t0 = performance.now();
    const texts = await fillTexts(handle.db, handle.dialect === 'postgres');
    const fillSeconds = round((performance.now() - t0) / 1000, 1);
    await handle.db.destroy();
    const server = await startServer(scratch);
    try {
      const auth = await signInAdmin(server.url);
      const paths = [
        '/candidature/list?dans=cv&q=kubernetes&page=1&size=20',
        '/candidature/list?dans=cv&q=electrotechnique&page=1&size=20',
        '/candidature/list?dans=cv&q=soudure%20habilitation&page=1&size=20',
        '/candidature/list?dans=cv&q=qualite&page=1&size=20',
        '/candidature/list?dans=cv&q=introuvable&page=1&size=20',
        // Deep pages: a walk down the date index grows with the offset.
        '/candidature/list?dans=cv&q=kubernetes&page=100&size=20',
        '/candidature/list?dans=cv&q=qualite&page=1000&size=20',
      ];
      for (const path of paths) await fetch(`${server.url}${path}`, { headers: auth }).then((r) => r.arrayBuffer());
      const figures = [];
      for (const path of paths) figures.push(await load(server, auth, path));
      return {
        database: postgresUrl ? 'postgres' : 'sqlite',
        applications: seeded.candidatures,
        cvTexts: texts,
        fillSeconds,
        connections: CONNECTIONS,
        figures,
        serverPeakMiB: server.memory().peakMiB,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

async function main() {
  requireBuild();
  const results: Record<string, unknown> = { date: new Date().toISOString(), machine: machine() };
  const only = process.env.BENCH_CV_ONLY;
  if (!only || only === 'extraction') {
    results.extraction = await extraction();
    console.info(JSON.stringify(results.extraction, null, 2));
  }
  if (!only || only === 'search') {
    results.searchSqlite = await search();
    console.info(JSON.stringify(results.searchSqlite, null, 2));
  }
  if (!only || only === 'search-postgres') {
    if (POSTGRES) {
      results.searchPostgres = await search(POSTGRES);
      console.info(JSON.stringify(results.searchPostgres, null, 2));
    }
  }
  // Each part keeps its own key: a partial run (BENCH_CV_ONLY) leaves the others' figures.
  for (const [key, value] of Object.entries(results)) saveResults(['cv', key], value);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createDatabase, type Db, parseDatabaseUrl } from '@recrutement/api/testing';
import { todayIn } from '@recrutement/contract';
import { sql } from 'kysely';
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

/* A two-page PDF written by hand (Helvetica, WinAnsi), like a CV exported by a word processor. */
const escapePdf = (s: string) => s.replace(/[\\()]/g, '\\$&');
export function twoPagePdf(seed: number): Buffer {
  const lines = (page: number) => [
    page === 0 ? `Camille LAMBERT${seed}` : 'EXPERIENCE (suite)',
    `camille.lambert${seed}@example.com - 06 23 45 ${String(10 + (seed % 89)).padStart(2, '0')} 89`,
    ...Array.from(
      { length: 40 },
      (_, i) => `${2010 + (i % 14)} Technicienne de maintenance ${i}, electrotechnique, automates, Kubernetes, qualite`,
    ),
  ];
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of [0, 1]) {
    const text = lines(page)
      .map((l, i) => `BT /F1 10 Tf 50 ${800 - i * 18} Td (${escapePdf(l)}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

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

/* Synthetic CV texts: common words of a CV plus a few rarer skills, accents included. */
const COMMON = (
  'expérience formation compétences projet équipe gestion client qualité maintenance développement ' +
  'analyse production logistique commercial comptabilité rigueur autonomie anglais permis stage ' +
  'responsable technicien ingénieur assistant conseiller chargé mission entreprise service amélioration'
).split(' ');
const RARE = ['kubernetes', 'électrotechnique', 'soudure', 'paie', 'python', 'habilitation', 'cariste', 'sap'];

function cvText(i: number): string {
  let x = i * 2654435761;
  // The high bits of a linear congruential generator: its low bits cycle.
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  const words: string[] = [`Candidat${i}`, `Personne${i % 977}`];
  for (let k = 0; k < 160; k++) words.push(COMMON[next() % COMMON.length]!);
  // Each rare word in about one CV in 8 to one in 40.
  RARE.forEach((word, r) => {
    if (next() % (8 + r * 4) === 0) words.splice(next() % words.length, 0, word);
  });
  return words.join(' ');
}

/** The server's folding for PostgreSQL's `texte_plie` (cv-words.ts `foldWords`, same rules). */
const foldWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export async function fillTexts(db: Db, postgres: boolean): Promise<number> {
  const documents = await db
    .selectFrom('document_candidature')
    .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
    .select(['document_candidature.id', 'document_candidature.candidature_id'])
    .where('nom_document.nom', '=', 'CV')
    .orderBy('document_candidature.id')
    .execute();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < documents.length; at += 500) {
      const rows = documents.slice(at, at + 500).map((d) => {
        const texte = cvText(d.candidature_id);
        return {
          document_id: d.id,
          candidature_id: d.candidature_id,
          etat: 'done' as const,
          tentatives: 0,
          texte,
          texte_plie: postgres ? foldWords(texte) : null,
          date_maj: now,
        };
      });
      await trx.insertInto('cv_texte').values(rows).execute();
    }
  });
  if (postgres) await sql`analyze cv_texte`.execute(db);
  return documents.length;
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

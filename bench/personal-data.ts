import { writeFileSync } from 'node:fs';
import { createDatabase, parseDatabaseUrl } from '@recrutement/api/testing';
import { todayIn } from '@recrutement/contract';
import {
  ADMIN,
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
 * Export (GET /api/me/export) and erasure (DELETE /api/me) of one person on the `large` data set,
 * for people with 5, 25 and 50 applications (10, 50 and 100 files of FILE_MIB each): time, and the
 * server's peak resident memory during each call. The ZIP is streamed, so the peak must stay flat
 * while the files (and the bytes sent) grow tenfold.
 */
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const FILE_MIB = Number(process.env.BENCH_EXPORT_FILE_MIB ?? 1);
const APPLICATIONS = [5, 25, 50];
const PASSWORD = 'Bench-Candidat-1';
const MIB = 1024 * 1024;

type Json = Record<string, unknown>;

function fakePdf(bytes: number, seed: number): Blob {
  const file = Buffer.alloc(bytes, 32 + (seed % 90));
  file.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return new Blob([file], { type: 'application/pdf' });
}

async function call(url: string, path: string, headers: Json, body?: unknown, method = body ? 'POST' : 'GET') {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(headers as Record<string, string>), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Json) : {};
}

/** Fifty open vacancies, created through the API as an admin would. */
async function vacancies(url: string, count: number): Promise<number[]> {
  const auth = await signInAdmin(url);
  const poste = await call(url, '/poste-de-travail/add', auth, { reference: 'BENCH-RGPD', nom: 'Analyste' });
  const session = await call(url, '/session-candidature/add', auth, {
    reference: 'BENCH-RGPD',
    dateOuverture: todayIn(),
    dateCloture: '2999-12-31',
    status: true,
  });
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const vacancy = await call(url, '/poste-vacant/add', auth, {
      nom: `Offre export ${i}`,
      descriptif: '<p>Offre du banc d’essai.</p>',
      poste: { id: poste.id },
      session: { id: session.id },
      typeContrat: { id: 1 },
      salaireMin: 35000,
      salaireMax: 42000,
      salairePeriode: 'AN',
    });
    ids.push(vacancy.id as number);
  }
  return ids;
}

/** A verified candidate who applied `count` times with two files each; answers their session header. */
async function person(server: RunningServer, databaseUrl: string, vacancyIds: number[], count: number) {
  const email = `export-${count}@bench.test`;
  const registered = await call(
    server.url,
    '/api/register',
    {},
    {
      email,
      password: PASSWORD,
      individu: { nom: 'Export', prenom: `Personne ${count}`, telephone: '0612345678' },
    },
  );
  const auth = { authorization: `Bearer ${registered.token as string}` };
  // The verification message is not the object of this bench: the address is confirmed in the database.
  const handle = createDatabase(parseDatabaseUrl(databaseUrl));
  await handle.db.updateTable('users').set({ email_verifie: 1 }).where('email_key', '=', email).execute();
  await handle.db.destroy();
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set(
      'datas',
      JSON.stringify({
        nom: 'Export',
        prenom: 'P',
        email,
        telephone: '0612345678',
        pays: { designation: 'France' },
        civilite: { id: 1 },
      }),
    );
    form.set('postId', String(vacancyIds[i]));
    form.set('nomFileCV', 'CV');
    form.set('nomFileLM', 'Lettre de motivation');
    form.set('fileCV', fakePdf(FILE_MIB * MIB, 2 * i), `cv-${i}.pdf`);
    form.set('fileLM', fakePdf(FILE_MIB * MIB, 2 * i + 1), `lettre-${i}.pdf`);
    const response = await fetch(`${server.url}/candidature/upload-user`, { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`Candidature ${i} : ${response.status} ${await response.text()}`);
  }
  return auth;
}

/** Resets the process's peak RSS (Linux: `5` into clear_refs), so that VmHWM is the peak of what follows. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function measure<T>(server: RunningServer, run: () => Promise<T>) {
  await new Promise((r) => setTimeout(r, 300));
  const before = memoryOf(server.pid);
  resetPeak(server.pid);
  const started = performance.now();
  const value = await run();
  const ms = round(performance.now() - started, 0);
  const after = memoryOf(server.pid);
  return {
    value,
    ms,
    rssBeforeMiB: before.rssMiB,
    peakMiB: after.peakMiB,
    peakAboveBeforeMiB: round(after.peakMiB - before.rssMiB),
  };
}

/** Reads the ZIP as a client would, without keeping it: answers its size. */
async function download(url: string, auth: Json): Promise<number> {
  const response = await fetch(`${url}/api/me/export`, { headers: auth as Record<string, string> });
  if (response.status !== 200 || !response.body)
    throw new Error(`Export : ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

async function suite(postgresUrl: string | undefined) {
  const scratch = await createScratch(postgresUrl);
  try {
    const seed = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
    const server = await startServer(scratch);
    try {
      const ids = await vacancies(server.url, Math.max(...APPLICATIONS));
      const rows = [];
      for (const count of APPLICATIONS) {
        const auth = await person(server, scratch.databaseUrl, ids, count);
        const exported = await measure(server, () => download(server.url, auth));
        const erased = await measure(server, () => call(server.url, '/api/me', auth, { password: PASSWORD }, 'DELETE'));
        rows.push({
          applications: count,
          files: 2 * count,
          filesMiB: 2 * count * FILE_MIB,
          export: {
            ms: exported.ms,
            zipMiB: round(exported.value / MIB),
            rssBeforeMiB: exported.rssBeforeMiB,
            peakMiB: exported.peakMiB,
            peakAboveBeforeMiB: exported.peakAboveBeforeMiB,
          },
          erasure: {
            ms: erased.ms,
            rssBeforeMiB: erased.rssBeforeMiB,
            peakMiB: erased.peakMiB,
            peakAboveBeforeMiB: erased.peakAboveBeforeMiB,
          },
        });
        console.info(JSON.stringify(rows.at(-1)));
      }
      return {
        database: postgresUrl ? 'postgres' : 'sqlite',
        seed: { individus: seed.individus, candidatures: seed.candidatures, documents: seed.documents },
        fileMiB: FILE_MIB,
        rows,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

requireBuild();
const suites = [await suite(undefined)];
if (process.env.BENCH_DATABASE_URL) suites.push(await suite(process.env.BENCH_DATABASE_URL));
const result = { date: new Date().toISOString(), machine: machine(), size: SIZE, suites };
saveResults(['personalData'], result);
console.info(JSON.stringify(result, null, 2));

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '@recrutement/contract';
import { createScratch, machine, requireBuild, round, saveResults, signInAdmin, startServer } from './lib/server.js';

/**
 * Shows that application files are streamed to storage, not held in memory: applies many times
 * with two 9 MiB files each and compares the server's peak resident memory (VmHWM) with the bytes
 * uploaded. Buffered uploads would raise the peak by at least the bytes in flight.
 */
const FILE_MIB = 9;
const SEQUENTIAL = Number(process.env.BENCH_UPLOAD_SEQUENTIAL ?? 20);
const CONCURRENT = Number(process.env.BENCH_UPLOAD_CONCURRENT ?? 8);
const MIB = 1024 * 1024;

/** A file the server takes for a PDF (its magic bytes), padded to the wanted size. */
function fakePdf(bytes: number): Blob {
  const file = Buffer.alloc(bytes, ' ');
  file.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return new Blob([file], { type: 'application/pdf' });
}

type Json = Record<string, unknown>;

async function call(url: string, path: string, auth: Json, body?: Json): Promise<Json | Json[]> {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(auth as Record<string, string>), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const answer = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path} : ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** An open vacancy, created through the API as the admin would; and a country and civility to apply with. */
async function prepare(url: string) {
  const auth = await signInAdmin(url);
  const today = todayIn();
  const poste = (await call(url, '/poste-de-travail/add', auth, { reference: 'BENCH', nom: 'Testeur' })) as Json;
  const session = (await call(url, '/session-candidature/add', auth, {
    reference: 'BENCH-SESSION',
    dateOuverture: today,
    dateCloture: '2999-12-31',
    status: true,
  })) as Json;
  const vacancy = (await call(url, '/poste-vacant/add', auth, {
    nom: 'Testeur de charge',
    descriptif: '<p>Offre du banc d’essai.</p>',
    poste: { id: poste.id },
    session: { id: session.id },
    typeContrat: { id: 1 },
    salaireMin: 35000,
    salaireMax: 42000,
    salairePeriode: 'AN',
  })) as Json;
  const pays = (await call(url, '/pays/list', {})) as Json[];
  const civilites = (await call(url, '/civilite/list', {})) as Json[];
  const france = pays.find((p) => p.code === 'FR');
  if (!france || !civilites[0]) throw new Error('Données de référence absentes.');
  return { vacancyId: vacancy.id as number, paysId: france.id as number, civiliteId: civilites[0].id as number };
}

async function apply(url: string, ctx: Awaited<ReturnType<typeof prepare>>, n: number, files: Blob[]) {
  const form = new FormData();
  const datas = { nom: 'Charge', prenom: `Candidat ${n}`, email: `charge-${n}@bench.test`, telephone: '0612345678' };
  form.set('datas', JSON.stringify({ ...datas, pays: { id: ctx.paysId }, civilite: { id: ctx.civiliteId } }));
  form.set('postId', String(ctx.vacancyId));
  form.set('nomFileCV', 'CV');
  form.set('nomFileLM', 'Lettre de motivation');
  form.set('fileCV', files[0]!, `cv-${n}.pdf`);
  form.set('fileLM', files[1]!, `lettre-${n}.pdf`);
  const started = performance.now();
  const response = await fetch(`${url}/candidature/upload-user`, { method: 'POST', body: form });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`Candidature ${n} : ${response.status} ${body}`);
  return performance.now() - started;
}

requireBuild();
const scratch = await createScratch(process.env.BENCH_DATABASE_URL);
const server = await startServer(scratch);
try {
  const ctx = await prepare(server.url);
  const files = [fakePdf(FILE_MIB * MIB), fakePdf(FILE_MIB * MIB)];
  await new Promise((r) => setTimeout(r, 500));
  const idle = server.memory();

  const sequential: number[] = [];
  for (let n = 1; n <= SEQUENTIAL; n++) sequential.push(await apply(server.url, ctx, n, files));
  const afterSequential = server.memory();

  const started = performance.now();
  const ns = Array.from({ length: CONCURRENT }, (_, i) => SEQUENTIAL + 1 + i);
  await Promise.all(ns.map((n) => apply(server.url, ctx, n, files)));
  const concurrentMs = performance.now() - started;
  const afterConcurrent = server.memory();

  const count = SEQUENTIAL + CONCURRENT;
  const stored = readdirSync(server.uploadDir).map((name) => statSync(join(server.uploadDir, name)).size);
  if (stored.length !== 2 * count || stored.some((size) => size !== FILE_MIB * MIB)) {
    throw new Error(`Fichiers stockés inattendus : ${stored.length} au lieu de ${2 * count}.`);
  }
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
    applications: count,
    allAnswered201: true,
    fileMiB: FILE_MIB,
    uploadedMiB: count * 2 * FILE_MIB,
    inFlightMiB: { sequential: 2 * FILE_MIB, concurrent: CONCURRENT * 2 * FILE_MIB },
    memoryMiB: {
      idle,
      afterSequential,
      afterConcurrent,
      // Peak above the idle footprint: buffering would make it follow the bytes in flight.
      peakGrowth: {
        sequential: round(afterSequential.peakMiB - idle.rssMiB),
        concurrent: round(afterConcurrent.peakMiB - idle.rssMiB),
      },
    },
    timing: {
      sequentialMsPerApplication: {
        mean: round(sequential.reduce((a, b) => a + b, 0) / sequential.length, 0),
        min: round(Math.min(...sequential), 0),
        max: round(Math.max(...sequential), 0),
      },
      concurrentWallMs: round(concurrentMs, 0),
      concurrentMsPerApplication: round(concurrentMs / CONCURRENT, 0),
    },
  };
  console.info(JSON.stringify(result, null, 2));
  saveResults(['upload', result.database], result);
} finally {
  await server.stop();
  await scratch.dispose();
}

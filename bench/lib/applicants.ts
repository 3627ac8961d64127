import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server.js';

/**
 * Applicants of the fault bench: each posts complete applications one after the other (a unique
 * CV of about 20 KiB, a DOCX letter), and every answer is recorded; afterwards every acknowledged
 * application is read back through the admin API and its two files compared byte for byte.
 */

const FIXTURES = join(ROOT, 'apps/api/test/fixtures');
const CV = readFileSync(join(FIXTURES, 'cv.pdf'));
const LETTER = readFileSync(join(FIXTURES, 'lettre.docx'));
const STORED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx|odt|rtf|png|jpg)$/;

export interface Answer {
  /** Milliseconds since the start of the run. */
  at: number;
  ms: number;
  /** 0 when the connection failed (no HTTP answer at all). */
  status: number;
  /** The contract's JSON error body (or the 201 body) — false for anything else. */
  json: boolean;
  code?: string;
  retryAfter: boolean;
  idCandidature?: number;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF with a unique comment after its end: same type, different bytes for every application. */
function uniqueCv(): Buffer {
  const tag = randomUUID();
  return Buffer.concat([CV, Buffer.from(`\n% ${tag}\n${'%'.padEnd(20 * 1024, tag)}\n`)]);
}

export interface Load {
  answers: Answer[];
  /** sha256 of the CV and letter sent, by acknowledged application id. */
  sent: Map<number, { cv: string; lm: string }>;
  stop(): Promise<void>;
}

export function startApplicants(url: string, vacancyId: number, count: number, started: number): Load {
  const answers: Answer[] = [];
  const sent = new Map<number, { cv: string; lm: string }>();
  let running = true;
  async function applicant() {
    while (running) {
      const cv = uniqueCv();
      const form = new FormData();
      form.append('fileCV', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
      form.append('fileLM', new Blob([LETTER]), 'lettre.docx');
      form.append('nomFileCV', 'CV');
      form.append('nomFileLM', 'Lettre de motivation');
      form.append('postId', String(vacancyId));
      form.append(
        'datas',
        JSON.stringify({
          nom: 'Martin',
          prenom: 'Camille',
          email: `faute-${randomUUID()}@example.com`,
          telephone: '06 12 34 56 78',
          pays: { designation: 'France' },
          civilite: { id: 1 },
        }),
      );
      const t0 = Date.now();
      const answer: Answer = { at: t0 - started, ms: 0, status: 0, json: false, retryAfter: false };
      try {
        const res = await fetch(`${url}/candidature/upload-user`, { method: 'POST', body: form });
        answer.status = res.status;
        answer.retryAfter = res.headers.has('retry-after');
        const body = (await res.json().catch(() => null)) as { code?: string; idCandidature?: number } | null;
        answer.json =
          body !== null &&
          (res.status === 201 ? typeof body.idCandidature === 'number' : typeof body.code === 'string');
        answer.code = body?.code;
        if (res.status === 201 && body?.idCandidature) {
          answer.idCandidature = body.idCandidature;
          sent.set(body.idCandidature, { cv: sha(cv), lm: sha(LETTER) });
        }
      } catch {
        // No HTTP answer: counted as status 0 (the server must never drop a connection).
        await new Promise((r) => setTimeout(r, 50));
      }
      answer.ms = Date.now() - t0;
      answers.push(answer);
    }
  }
  const all = Promise.all(Array.from({ length: count }, applicant));
  return {
    answers,
    sent,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

export interface Verification {
  acknowledged: number;
  complete: number;
  identical: number;
  problems: string[];
}

/** Every acknowledged application has its two documents, and each downloads byte for byte as sent. */
export async function verifyAcknowledged(
  url: string,
  headers: Record<string, string>,
  sent: Load['sent'],
): Promise<Verification> {
  const result: Verification = { acknowledged: sent.size, complete: 0, identical: 0, problems: [] };
  const ids = [...sent.keys()];
  for (let i = 0; i < ids.length; i += 8) {
    await Promise.all(
      ids.slice(i, i + 8).map(async (id) => {
        const res = await fetch(`${url}/document-candidature/by-candidature/${id}`, { headers });
        const docs = res.ok ? ((await res.json()) as { nomFichier: string; nomPieceJointe: { nom: string } }[]) : [];
        if (docs.length !== 2) {
          result.problems.push(`candidature ${id}: ${res.status}, ${docs.length} document(s)`);
          return;
        }
        result.complete += 1;
        const expected = sent.get(id);
        let same = 0;
        for (const doc of docs) {
          const file = await fetch(`${url}/document-candidature/download/${doc.nomFichier}`, { headers });
          const digest = sha(Buffer.from(await file.arrayBuffer()));
          const want = doc.nomPieceJointe.nom === 'CV' ? expected?.cv : expected?.lm;
          if (file.ok && digest === want) same += 1;
          else result.problems.push(`candidature ${id}: ${doc.nomFichier} differs (${file.status})`);
        }
        if (same === 2) result.identical += 1;
      }),
    );
  }
  return result;
}

/** Stored files (server-chosen names) in the upload folder that no document row names. */
export async function orphans(url: string, headers: Record<string, string>, uploadDir: string): Promise<string[]> {
  const named = new Set<string>();
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${url}/document-candidature/list?page=${page}&size=100`, { headers });
    if (!res.ok) throw new Error(`document list: ${res.status}`);
    const docs = (await res.json()) as { nomFichier: string }[];
    for (const d of docs) named.add(d.nomFichier);
    if (docs.length < 100) break;
  }
  return readdirSync(uploadDir).filter((name) => STORED.test(name) && !named.has(name));
}

import { readdirSync } from 'node:fs';
import { cvLectureSchema, messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, docxBomb, imageOnlyPdf, lyingDocxBomb, PNG } from '../../../test/cv-corpus.js';
import { multipart, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
const lines: string[] = [];

const lecture = async (app: TestApp, content: Buffer, type: string, filename = 'cv.bin') => {
  const { payload, headers } = await multipart({ file: { content, filename, type } });
  return app.app.inject({ method: 'POST', url: '/api/cv/lecture', payload, headers });
};

async function tableCounts(app: TestApp) {
  const counts: Record<string, number> = {};
  for (const table of [
    'cv_texte',
    'document_candidature',
    'individu',
    'candidature',
    'audit_log',
    'mail_outbox',
  ] as const) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const uploads = (app: TestApp) => {
  try {
    return readdirSync(app.config.uploadDir).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  // Every line the server logs, at the most talkative level.
  t = await createTestApp(
    { LOG_LEVEL: 'trace', RATE_LIMIT_CV: '1000' },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
});
afterAll(() => t.close());

describe('POST /api/cv/lecture: the corpus of generated CVs (§19)', () => {
  const found: { label: string; nameRight: boolean }[] = [];

  for (const cv of CORPUS) {
    it(`reads the e-mail and the phone (E.164) of: ${cv.label}`, async () => {
      const response = await lecture(t, await cv.file(), cv.mime);
      expect(response.statusCode).toBe(200);
      const read = cvLectureSchema.parse(response.json());
      expect(read.email).toBe(cv.expect.email);
      expect(read.telephone).toBe(cv.expect.telephone);
      const nameRight = read.nom === cv.expect.nom && read.prenom === cv.expect.prenom;
      found.push({ label: cv.label, nameRight });
      // A name is never invented where the CV has none.
      if (cv.expect.nom === null) expect(read).toMatchObject({ nom: null, prenom: null });
    });
  }

  it('finds the names of most of them (rate stated)', () => {
    const right = found.filter((f) => f.nameRight).length;
    const rate = right / CORPUS.length;
    console.info(`CV prefill: names right on ${right}/${CORPUS.length} (${Math.round(rate * 100)} %)`);
    expect(found).toHaveLength(CORPUS.length);
    expect(rate).toBeGreaterThanOrEqual(0.8);
  });

  it('gives nothing for an image-only PDF and for an image, without an error', async () => {
    for (const [content, type] of [
      [await imageOnlyPdf(), 'application/pdf'],
      [PNG, 'image/png'],
    ] as const) {
      const response = await lecture(t, content, type);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ nom: null, prenom: null, email: null, telephone: null });
    }
  });

  it('stops a DOCX zip bomb at its bounds, quickly, and keeps serving', async () => {
    for (const bomb of [docxBomb(200), lyingDocxBomb(40)]) {
      const started = Date.now();
      const response = await lecture(t, bomb, 'application/octet-stream', 'cv.docx');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ nom: null, prenom: null, email: null, telephone: null });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    // The server and its reader are unharmed: the next CV is read as before.
    const cv = CORPUS[0];
    if (!cv) throw new Error('corpus');
    const after = await lecture(t, await cv.file(), cv.mime);
    expect(after.json()).toMatchObject({ email: cv.expect.email });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('stores nothing and logs nothing of the content, at trace level', async () => {
    const before = await tableCounts(t);
    const files = uploads(t);
    lines.length = 0;
    for (const cv of CORPUS.slice(0, 4)) await lecture(t, await cv.file(), cv.mime);
    expect(await tableCounts(t)).toEqual(before);
    expect(uploads(t)).toEqual(files);
    expect(lines.length).toBeGreaterThan(0); // the requests were logged…
    const log = lines.join('\n').toLowerCase();
    // …and nothing that the CVs hold.
    for (const cv of CORPUS.slice(0, 4)) {
      expect(log).not.toContain(cv.expect.email);
      expect(log).not.toContain(cv.expect.telephone);
      expect(log).not.toContain(cv.expect.telephone.slice(3));
      if (cv.expect.nom) expect(log).not.toContain(cv.expect.nom.toLowerCase());
    }
    expect(log).not.toContain('électrotechnique');
    expect(log).not.toContain('kubernetes');
  });

  it('applies the apply form’s rules: 415 for another type, 400 without a file, 413 past the size', async () => {
    const text = await lecture(t, Buffer.from('Jean Dupont jean@example.com'), 'text/plain', 'cv.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.fileType });
    const none = await postForm(t, { autre: 'x' }, '/api/cv/lecture');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ file: messages.fileRequired });
    const small = await createTestApp({ MAX_UPLOAD_MB: '1' });
    try {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const response = await lecture(small, big, 'application/pdf');
      expect(response.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe('prefill settings', () => {
  it('CV_PREFILL=false answers 404', async () => {
    const off = await createTestApp({ CV_PREFILL: 'false' });
    try {
      const cv = CORPUS[0];
      if (!cv) throw new Error('corpus');
      const response = await lecture(off, await cv.file(), cv.mime);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await off.close();
    }
  });

  it('has its own rate limit per IP: 429 with Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CV: '2' });
    try {
      const statuses: number[] = [];
      let last = null;
      for (let i = 0; i < 3; i++) {
        last = await lecture(limited, PNG, 'image/png');
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

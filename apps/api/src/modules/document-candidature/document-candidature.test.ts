import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { documentCandidatureSchema, documentsByCandidatureSchema, messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyForm, fixture, postForm, storedFiles } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';
import { attachmentDisposition } from './content-disposition.js';
import { DOWNLOAD_PATHS } from './document-candidature.routes.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphans.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let aliceCandidature: number;
let bobCandidature: number;
/** Stored names of Alice's CV and letter. */
let aliceCv: string;
let aliceLm: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  alice = await t.signIn('CANDIDAT', { email: 'alice@example.com' });
  bob = await t.signIn('CANDIDAT', { email: 'bob@example.com' });
  const vacancy = (await makeOpenVacancy(t.db, { nom: 'Analyste' })).id;
  const lettre = { content: fixture('lettre.docx'), filename: 'Lettre « été » "2025".docx' };
  const a = await postForm(t, applyForm(vacancy, { email: alice.email }, { fileLM: lettre }));
  const b = await postForm(t, applyForm(vacancy, { email: bob.email }));
  aliceCandidature = a.json().idCandidature;
  bobCandidature = b.json().idCandidature;
  const rows = await t.db
    .selectFrom('document_candidature')
    .select('nom_fichier')
    .where('candidature_id', '=', aliceCandidature)
    .orderBy('id')
    .execute();
  [aliceCv, aliceLm] = rows.map((r) => r.nom_fichier) as [string, string];
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('document lists', () => {
  it('lists every document with its application and attachment type, newest application first', async () => {
    const res = await get('/document-candidature/list', admin);
    expect(res.statusCode).toBe(200);
    const body = z.array(documentCandidatureSchema).parse(res.json());
    expect(body.map((d) => [d.candidature.id, d.nomPieceJointe.nom])).toEqual([
      [bobCandidature, 'CV'],
      [bobCandidature, 'Lettre de motivation'],
      [aliceCandidature, 'CV'],
      [aliceCandidature, 'Lettre de motivation'],
    ]);
    expect(body[3]).toMatchObject({
      nomFichier: aliceLm,
      nomOriginal: 'Lettre « été » "2025".docx',
      taille: fixture('lettre.docx').length,
      typeMime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      candidature: { individu: { id: alice.individuId }, posteVacant: { nom: 'Analyste' } },
    });
    const paged = await get('/document-candidature/list?page=2&size=3', admin);
    expect(paged.headers['x-total-count']).toBe('4');
    expect(paged.json()).toHaveLength(1);
    expect((await get('/document-candidature/list', alice)).statusCode).toBe(403);
    expect((await get('/document-candidature/list')).statusCode).toBe(401);
  });

  it('answers one document by id (admin), 404 when unknown', async () => {
    const [first] = (await get('/document-candidature/list', admin)).json();
    const res = await get(`/document-candidature/document/${first.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(documentCandidatureSchema.parse(res.json())).toEqual(first);
    expect((await get('/document-candidature/document/999999', admin)).statusCode).toBe(404);
    expect((await get(`/document-candidature/document/${first.id}`, bob)).statusCode).toBe(403);
  });

  it('answers the documents of one application to an admin or its owner only', async () => {
    const url = `/document-candidature/by-candidature/${aliceCandidature}`;
    const asAdmin = await get(url, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((d: { nomFichier: string }) => d.nomFichier)).toEqual([aliceCv, aliceLm]);
    expect((await get(url, alice)).json()).toEqual(asAdmin.json());
    expect((await get(url, bob)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/document-candidature/by-candidature/999999', admin)).statusCode).toBe(404);
  });

  it('groups documents by application, paging over applications', async () => {
    const res = await get('/document-candidature/by-candidature', admin);
    expect(res.statusCode).toBe(200);
    const groups = z.array(documentsByCandidatureSchema).parse(res.json());
    expect(groups.map((g) => [g.candidature.id, g.documents.length])).toEqual([
      [bobCandidature, 2],
      [aliceCandidature, 2],
    ]);
    expect(groups[1]?.documents.every((d) => d.candidature.id === aliceCandidature)).toBe(true);
    const paged = await get('/document-candidature/by-candidature?page=2&size=1', admin);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json().map((g: { candidature: { id: number } }) => g.candidature.id)).toEqual([aliceCandidature]);
    expect((await get('/document-candidature/by-candidature', alice)).statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it.each(DOWNLOAD_PATHS)('streams the exact bytes with safe headers on %s', async (prefix) => {
    const res = await get(`${prefix}${aliceLm}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fixture('lettre.docx'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-length']).toBe(String(fixture('lettre.docx').length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lettre _ ete _ _2025_.docx"; filename*=UTF-8''Lettre%20%C2%AB%20%C3%A9t%C3%A9%20%C2%BB%20%222025%22.docx`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the owner download their own files, not another candidate, not anonymously', async () => {
    const own = await get(`/document-candidature/download/${aliceCv}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(fixture('cv.pdf'))).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await get(`/document-candidature/download/${aliceCv}`, bob)).statusCode).toBe(403);
    expect((await get(`/test/toto/mimi/${aliceCv}`)).statusCode).toBe(401);
  });

  it.each([
    '%2e%2e%2f',
    '%2e%2e%2fetc%2fpasswd',
    '..%2F..%2Fetc%2Fpasswd',
    'a/b.pdf',
    `sub/${randomUUID()}.pdf`,
    'cv.pdf',
    `${randomUUID()}.exe`,
    `${randomUUID().toUpperCase()}.pdf`,
    `${randomUUID()}.pdf%00.pdf`,
  ])('refuses the name %s with 400 before touching storage', async (name) => {
    const res = await get(`/document-candidature/download/${name}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { nomFichier: messages.fileNameInvalid } });
  });

  it('refuses raw dot segments sent as is over a socket (no client-side normalisation)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: admin.headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await raw('/document-candidature/download/..')).toBe(400);
    expect(await raw('/document-candidature/download/%2e%2e')).toBe(400);
    expect(await raw('/document-candidature/download/../../../etc/passwd')).toBe(400);
    expect(await raw(`/test/toto/mimi/../${aliceCv}`)).toBe(400);
    expect(await raw(`/document-candidature/download/${aliceCv}`)).toBe(200);
  });

  it('answers 404 for a well-formed unknown name, and for a row whose file is gone', async () => {
    expect((await get(`/document-candidature/download/${randomUUID()}.pdf`, admin)).statusCode).toBe(404);
    const { nom_fichier } = await t.db
      .selectFrom('document_candidature')
      .select('nom_fichier')
      .where('candidature_id', '=', bobCandidature)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rmSync(join(t.config.uploadDir, nom_fichier));
    const res = await get(`/document-candidature/toto/${nom_fichier}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('attachmentDisposition', () => {
  it('keeps the exact name in filename* and a plain ASCII one in filename', () => {
    expect(attachmentDisposition('CV Zoé (2).pdf')).toBe(
      `attachment; filename="CV Zoe (2).pdf"; filename*=UTF-8''CV%20Zo%C3%A9%20%282%29.pdf`,
    );
    expect(attachmentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('   ')).toBe(`attachment; filename="document"; filename*=UTF-8''document`);
  });
});

describe('sweepOrphanFiles', () => {
  it('removes stored files no row names and keeps the others, and the ones being uploaded', async () => {
    const orphan = `${randomUUID()}.pdf`;
    writeFileSync(join(t.config.uploadDir, orphan), fixture('cv.pdf'));
    // Written two hours ago: older than any upload in flight.
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(join(t.config.uploadDir, orphan), old, old);
    // Just written, no row yet: another instance may be uploading it right now.
    const young = `${randomUUID()}.pdf`;
    writeFileSync(join(t.config.uploadDir, young), fixture('cv.pdf'));
    writeFileSync(join(t.config.uploadDir, 'notes.txt'), 'not a stored file');
    const referenced = (await t.db.selectFrom('document_candidature').select('nom_fichier').execute())
      .map((r) => r.nom_fichier)
      .filter((name) => existsSync(join(t.config.uploadDir, name)));

    expect(await sweepOrphanFiles(t.db, t.app.storage)).toEqual([orphan]);
    expect(existsSync(join(t.config.uploadDir, orphan))).toBe(false);
    expect(storedFiles(t)).toEqual([...referenced, young, 'notes.txt'].sort());
    expect(await sweepOrphanFiles(t.db, t.app.storage)).toEqual([]);
    // An hour later the young one is an orphan too.
    expect(await sweepOrphanFiles(t.db, t.app.storage, new Date(Date.now() + ORPHAN_GRACE_MS + 1000))).toEqual([young]);
  });

  it('queues the files it cannot remove (a read-only folder at start) instead of failing the start', async () => {
    const orphan = `${randomUUID()}.pdf`;
    writeFileSync(join(t.config.uploadDir, orphan), fixture('cv.pdf'));
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    utimesSync(join(t.config.uploadDir, orphan), old, old);
    const remove = t.app.storage.remove;
    t.app.storage.remove = async () => {
      throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
    };
    try {
      expect(await sweepOrphanFiles(t.db, t.app.storage, new Date(Date.now() + ORPHAN_GRACE_MS + 1000))).toEqual([]);
    } finally {
      t.app.storage.remove = remove;
    }
    const queued = await t.db.selectFrom('file_deletion').select('nom_fichier').execute();
    expect(queued.map((r) => r.nom_fichier)).toEqual([orphan]);
    expect(existsSync(join(t.config.uploadDir, orphan))).toBe(true);
    await t.app.ctx.jobs.runNow('file-deletion');
    expect(existsSync(join(t.config.uploadDir, orphan))).toBe(false);
  });
});

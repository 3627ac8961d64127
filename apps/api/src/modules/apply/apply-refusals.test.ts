import type { Readable } from 'node:stream';
import { messages } from '@recrutement/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyForm,
  countRows,
  type FormParts,
  fixture,
  postForm,
  storedFiles,
  withJsonDatas,
} from '../../../test/fixtures/apply-form.js';
import { contentTypes, DOCM_MAIN, docx, manifest, noise, odt } from '../../../test/fixtures/office.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeOpenVacancy, makePosteDeTravail, makePosteVacant, makeSession } from '../../seed/factories.js';

let t: TestApp;
let vacancyId: number;
let before: Awaited<ReturnType<typeof countRows>>;
let filesBefore: string[];

beforeAll(async () => {
  t = await createTestApp();
  vacancyId = (await makeOpenVacancy(t.db)).id;
  // One application already there, so that "nothing left" is measured against a non-empty state.
  expect((await postForm(t, applyForm(vacancyId, { email: 'premiere@example.com' }))).statusCode).toBe(201);
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await countRows(t.db);
  filesBefore = storedFiles(t);
});
/** Every refusal leaves the database and the upload folder as they were. */
afterEach(async () => {
  expect(await countRows(t.db)).toEqual(before);
  expect(storedFiles(t)).toEqual(filesBefore);
});

const refuse = async (parts: FormParts, status: number) => {
  const res = await postForm(t, parts);
  expect(res.statusCode).toBe(status);
  expect(res.headers['set-cookie']).toBeUndefined();
  return res.json();
};
const form = (applicant = {}, overrides: FormParts = {}) =>
  applyForm(vacancyId, { email: 'refus@example.com', ...applicant }, overrides);

describe('apply refusals (nothing written)', () => {
  it('reports every missing field at once', async () => {
    const body = await refuse({ datas: '{}' }, 400);
    expect(body).toMatchObject({ code: 'VALIDATION', message: messages.validation });
    expect(body.fields).toEqual({
      fileCV: messages.fileRequired,
      fileLM: messages.fileRequired,
      nomFileCV: messages.nomFileRequired,
      nomFileLM: messages.nomFileRequired,
      postId: messages.postIdRequired,
      nom: messages.nomRequired,
      prenom: messages.prenomRequired,
      email: messages.emailRequired,
      telephone: messages.telephoneRequired,
      pays: messages.paysRequired,
      civilite: messages.civiliteRequired,
    });
  });

  it('reports the problems of a complete form together, files refused or not', async () => {
    const body = await refuse(
      form({ email: 'pas-une-adresse', civilite: { id: 999 } }, { nomFileLM: 'Diplôme', postId: 'abc' }),
      400,
    );
    expect(body.fields).toEqual({
      email: messages.emailInvalid,
      civilite: messages.civiliteUnknown,
      nomFileLM: messages.nomFileUnknown,
      postId: messages.postIdInvalid,
    });
  });

  it('refuses an unknown attachment type', async () => {
    const body = await refuse(form({}, { nomFileCV: 'Photo' }), 400);
    expect(body.fields).toEqual({ nomFileCV: messages.nomFileUnknown });
  });

  it('refuses an unknown civility, by id or by designation', async () => {
    expect((await refuse(form({ civilite: { designation: 'Docteur' } }), 400)).fields).toEqual({
      civilite: messages.civiliteUnknown,
    });
    expect((await refuse(form({ civilite: { id: 999 } }), 400)).fields).toEqual({ civilite: messages.civiliteUnknown });
  });

  it('refuses an unknown country', async () => {
    const body = await refuse(form({ pays: { designation: 'Atlantide' } }), 400);
    expect(body.fields).toEqual({ pays: messages.paysUnknown });
  });

  it('refuses a bad e-mail', async () => {
    expect((await refuse(form({ email: 'jean@' }), 400)).fields).toEqual({ email: messages.emailInvalid });
  });

  it.each([
    ['a French mobile for the United States', 'US', '06 12 34 56 78'],
    ['a British number for France', 'FR', '+44 7911 123456'],
    ['too few digits', 'FR', '06 12'],
  ])('refuses a phone number not valid for the chosen country: %s', async (_label, code, telephone) => {
    const pays = await t.db.selectFrom('pays').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const body = await refuse(form({ pays: { id: pays.id }, telephone }), 400);
    expect(body.fields).toEqual({ telephone: messages.telephoneInvalid });
  });

  it('refuses datas that is not JSON', async () => {
    const body = await refuse(form({}, { datas: '{nom: Durand' }), 400);
    expect(body.fields).toEqual({ datas: messages.datasInvalid });
  });

  it('refuses datas typed application/json that does not parse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidature/upload-user',
      ...withJsonDatas(form(), '{"nom":'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ datas: messages.datasInvalid });
  });

  it('refuses an empty file', async () => {
    const body = await refuse(form({}, { fileLM: { content: Buffer.alloc(0), filename: 'vide.pdf' } }), 400);
    expect(body.fields).toEqual({ fileLM: messages.fileEmpty });
  });

  it.each([
    ['plain text', 'pas-un-pdf.pdf'],
    ['a Windows program', 'programme.pdf'],
  ])('refuses %s named .pdf with 415, whatever its declared type', async (_label, file) => {
    const body = await refuse(
      form({}, { fileCV: { content: fixture(file), filename: 'cv.pdf', type: 'application/pdf' } }),
      415,
    );
    expect(body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.fileType });
    expect(body.fields).toEqual({ fileCV: messages.fileType });
  });

  it('refuses a third file', async () => {
    const body = await refuse(form({}, { extra: { content: fixture('cv.pdf'), filename: 'trois.pdf' } }), 413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload: { postId: vacancyId } });
    expect(res.statusCode).toBe(415);
  });

  it('answers 404 for an unknown vacancy', async () => {
    const body = await refuse(applyForm(999_999, { email: 'refus@example.com' }), 404);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: messages.offerNotFound });
  });

  it.each([
    ['a disabled session', { status: false }],
    ['a session already closed', { dateOuverture: '2020-01-01', dateCloture: '2020-12-31' }],
    ['a session not open yet', { dateOuverture: '2998-01-01', dateCloture: '2999-12-31' }],
  ])('answers 409 for a vacancy of %s', async (_label, session) => {
    const sessionId = await makeSession(t.db, session);
    const closed = await makePosteVacant(t.db, { posteId: await makePosteDeTravail(t.db), sessionId });
    const body = await refuse(applyForm(closed, { email: 'refus@example.com' }), 409);
    expect(body).toMatchObject({ code: 'CONFLICT', message: messages.offerClosed });
  });

  it('answers 409 to a second application of the same person (any case of e-mail) to the same vacancy', async () => {
    const body = await refuse(applyForm(vacancyId, { email: 'PREMIERE@example.com' }), 409);
    expect(body).toMatchObject({ code: 'CONFLICT', message: messages.alreadyApplied });
  });

  it('leaves nothing when the database fails in the middle of the transaction', async () => {
    const postgres = t.app.dialect === 'postgres';
    if (postgres) {
      await sql`create function fail_insert() returns trigger as $$ begin raise exception 'boom'; end $$ language plpgsql`.execute(
        t.db,
      );
      await sql`create trigger fail_hist before insert on historique_etat for each row execute function fail_insert()`.execute(
        t.db,
      );
    } else {
      await sql`create trigger fail_hist before insert on historique_etat begin select raise(abort, 'boom'); end`.execute(
        t.db,
      );
    }
    try {
      const body = await refuse(form({ email: 'nouvelle-en-echec@example.com' }), 500);
      expect(body).toMatchObject({ code: 'INTERNAL', message: messages.internal });
      expect(JSON.stringify(body)).not.toMatch(/boom|historique|uploads/);
    } finally {
      await sql`drop trigger fail_hist ${postgres ? sql`on historique_etat` : sql``}`.execute(t.db);
      if (postgres) await sql`drop function fail_insert`.execute(t.db);
    }
  });

  it.each([1, 2])('leaves no file when storing file %i fails (the rest of the form is still read)', async (failing) => {
    const storage = t.app.storage;
    const save = storage.save;
    let calls = 0;
    storage.save = async (name: string, source: Readable) => {
      calls += 1;
      if (calls === failing) {
        source.resume();
        throw new Error('disque plein');
      }
      return save(name, source);
    };
    try {
      const body = await refuse(form({ email: 'disque-plein@example.com' }), 500);
      expect(body.code).toBe('INTERNAL');
      expect(calls).toBe(failing);
    } finally {
      storage.save = save;
    }
  });
});

describe('office documents carrying macros (415, nothing written)', () => {
  const vba = { name: 'word/vbaProject.bin', content: noise(2048) };
  const cases: [string, () => Promise<Buffer>, string][] = [
    ['a DOCX with a VBA project', () => docx({ extra: [vba] }), 'lettre.docx'],
    [
      'a DOCX with a VBA project under another name case',
      () => docx({ extra: [{ ...vba, name: 'word/VbaProject.BIN' }] }),
      'lettre.docx',
    ],
    ['a macro-enabled Word document (DOCM)', () => docx({ types: contentTypes(DOCM_MAIN) }), 'lettre.docx'],
    [
      'a DOCX declaring a VBA project part',
      () =>
        docx({
          types: contentTypes(
            undefined,
            '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
          ),
        }),
      'lettre.docx',
    ],
    [
      'a DOCX whose VBA project comes after a large image',
      () => docx({ extra: [{ name: 'word/media/image1.png', content: noise(200_000) }, vba] }),
      'lettre.docx',
    ],
    [
      'an ODT with LibreOffice Basic macros',
      () =>
        odt({
          extra: [
            { name: 'Basic/Standard/Module1.xml', content: '<script:module/>' },
            { name: 'Basic/script-lc.xml', content: '<library:libraries/>' },
          ],
        }),
      'lettre.odt',
    ],
    [
      'an ODT with a Python script',
      () => odt({ extra: [{ name: 'Scripts/python/macro.py', content: 'print(1)' }] }),
      'lettre.odt',
    ],
    [
      'an ODT whose manifest declares Basic macros',
      () => odt({ manifest: manifest('<manifest:file-entry manifest:full-path="Basic/" manifest:media-type=""/>') }),
      'lettre.odt',
    ],
  ];
  it.each(cases)('refuses %s', async (_label, build, filename) => {
    const body = await refuse(form({}, { fileLM: { content: await build(), filename } }), 415);
    expect(body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(body.fields.fileLM).toMatch(/macro|Type de fichier refusé/);
  });
});

describe('office documents without macros', () => {
  it.each([
    ['a built DOCX', () => docx(), 'docx'],
    ['a built ODT', () => odt(), 'odt'],
    [
      'a DOCX with a large image before its end',
      () => docx({ extra: [{ name: 'word/media/image1.png', content: noise(300_000) }] }),
      'docx',
    ],
  ])('accepts %s', async (_label, build, ext) => {
    const res = await postForm(
      t,
      applyForm(
        vacancyId,
        { email: `propre-${ext}-${Date.now()}@example.com` },
        { fileLM: { content: await build(), filename: `lettre.${ext}` } },
      ),
    );
    expect(res.statusCode).toBe(201);
    // Files and rows were written: the refusal checks of this file's afterEach do not apply.
    filesBefore = storedFiles(t);
    before = await countRows(t.db);
  });
});

describe('apply size limit', () => {
  it('answers 413 naming the field for a file over MAX_UPLOAD_MB, with the other problems, and keeps nothing', async () => {
    const small = await createTestApp({ MAX_UPLOAD_MB: '1' });
    try {
      const vacancy = await makeOpenVacancy(small.db);
      const large = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(1024 * 1024, 0x20)]);
      const res = await postForm(
        small,
        applyForm(vacancy.id, {}, { fileLM: { content: large, filename: 'gros.pdf' }, nomFileCV: undefined }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.fileTooLarge(1),
        fields: { fileLM: messages.fileTooLarge(1), nomFileCV: messages.nomFileRequired },
      });
      expect(await countRows(small.db)).toMatchObject({ candidature: 0, document: 0 });
      expect(storedFiles(small)).toEqual([]);

      // Exactly at the limit is accepted.
      const exact = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(1024 * 1024 - fixture('cv.pdf').length, 0x20)]);
      const ok = await postForm(
        small,
        applyForm(vacancy.id, {}, { fileLM: { content: exact, filename: 'juste.pdf' } }),
      );
      expect(ok.statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('apply over a real connection', () => {
  it('reads refused uploads to their end: the client gets its answer and the connection stays usable', async () => {
    const small = await createTestApp({ MAX_UPLOAD_MB: '1' });
    try {
      const vacancy = await makeOpenVacancy(small.db);
      const base = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const send = async (parts: FormParts) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(parts)) {
          if (typeof value === 'string') body.append(name, value);
          else if (value) body.append(name, new Blob([value.content]), value.filename);
        }
        const res = await fetch(`${base}/candidature/upload-user`, { method: 'POST', body });
        return { status: res.status, body: (await res.json()) as { fields?: Record<string, string> } };
      };
      const bigText = Buffer.alloc(3 * 1024 * 1024, 'a');
      const bigPdf = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
      // The refused file comes first: the fields after it must still be read.
      const refusedType = await send({ ...applyForm(vacancy.id), fileCV: { content: bigText, filename: 'cv.pdf' } });
      expect(refusedType.status).toBe(415);
      const tooLarge = await send({ ...applyForm(vacancy.id), fileCV: { content: bigPdf, filename: 'cv.pdf' } });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.fields).toEqual({ fileCV: messages.fileTooLarge(1) });
      const accepted = await send(applyForm(vacancy.id));
      expect(accepted.status).toBe(201);
      expect(storedFiles(small)).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { fileNameFor } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, fixture, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

let t: TestApp;
let admin: TestUser;
let vacancyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db)).id;
});
afterAll(() => t.close());

/** Applies with a PDF CV sent under `filename`; answers its row and the download's headers. */
async function applyWithCvNamed(filename: string) {
  const form = applyForm(
    vacancyId,
    { email: `nom-${randomUUID()}@example.com` },
    { fileCV: { content: fixture('cv.pdf'), filename, type: 'text/html' } },
  );
  const res = await postForm(t, form);
  expect(res.statusCode).toBe(201);
  const row = await t.db
    .selectFrom('document_candidature')
    .select(['id', 'nom_fichier', 'nom_original'])
    .where('candidature_id', '=', res.json().idCandidature)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const download = await t.app.inject({
    method: 'GET',
    url: `/document-candidature/download/${row.nom_fichier}`,
    headers: admin.headers,
  });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  return { row, disposition: String(download.headers['content-disposition']) };
}

describe('the name a document is stored and downloaded under', () => {
  it.each([
    ['cv.hta', 'cv.pdf'],
    ['cv.html', 'cv.pdf'],
    ['CV Élodie.exe', 'CV Élodie.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.pdf'],
    ['rapport\u202Eexe.pdf', 'rapportexe.pdf'],
    ['cv.pdf.hta', 'cv.pdf'],
    ['sans-extension', 'sans-extension.pdf'],
    ['..hta', 'document.pdf'],
    ['C:\\Users\\moi\\cv.js', 'cv.pdf'],
  ])('a PDF sent as %j is kept and downloaded as %j', async (sent, expected) => {
    const { row, disposition } = await applyWithCvNamed(sent);
    expect(row.nom_fichier).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.nom_original).toBe(expected);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(expected)}`);
    expect(disposition).toMatch(/filename="[^"]*\.pdf"/);
    expect(disposition).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('names a row written before the rule by its detected type too', async () => {
    const { row } = await applyWithCvNamed('ancien.pdf');
    await t.db
      .updateTable('document_candidature')
      .set({ nom_original: 'ancien.hta' })
      .where('id', '=', row.id)
      .execute();
    const download = await t.app.inject({
      method: 'GET',
      url: `/document-candidature/download/${row.nom_fichier}`,
      headers: admin.headers,
    });
    expect(String(download.headers['content-disposition'])).toContain('filename="ancien.pdf"');
  });
});

describe('fileNameFor', () => {
  it('keeps an extension that names the detected type, in any case or spelling', () => {
    expect(fileNameFor('Lettre.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Lettre.DOCX',
    );
    expect(fileNameFor('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(fileNameFor('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(fileNameFor('version 1.2', 'application/pdf')).toBe('version 1.2.pdf');
  });

  it('stays within the column (255 characters) and keeps the extension', () => {
    const name = fileNameFor(`${'é'.repeat(400)}.exe`, 'application/pdf');
    expect([...name].length).toBeLessThanOrEqual(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

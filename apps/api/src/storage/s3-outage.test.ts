import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, countRows, fixture, postForm } from '../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { startS3, type TestS3 } from '../../test/servers.js';
import { makeOpenVacancy } from '../seed/factories.js';

/**
 * The whole server on an S3 store (s3rver on loopback) that goes away and comes back (contract
 * §13): uploads answer 503 and record nothing, downloads answer 503 rather than 404, and both work
 * again once the store is back, without a restart.
 */
const S3_PORT = 4569;

let s3: TestS3;
let t: TestApp;
let admin: TestUser;
let vacancyId: number;
beforeAll(async () => {
  s3 = await startS3(S3_PORT);
  t = await createTestApp(s3.env);
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await s3.dispose();
});

const documentsOf = (candidatureId: number) =>
  t.db
    .selectFrom('document_candidature')
    .select(['nom_fichier', 'taille'])
    .where('candidature_id', '=', candidatureId)
    .orderBy('id')
    .execute();

const download = (nomFichier: string) =>
  t.app.inject({ method: 'GET', url: `/document-candidature/download/${nomFichier}`, headers: admin.headers });

describe('STORAGE=s3', () => {
  let stored: { nom_fichier: string; taille: number }[];

  it('stores the files of an application in the bucket and serves them back', async () => {
    const res = await postForm(t, applyForm(vacancyId, { email: 'avant.panne@example.com' }));
    expect(res.statusCode).toBe(201);
    stored = await documentsOf(res.json().idCandidature);
    expect(stored).toHaveLength(2);
    expect(await t.app.storage.list()).toEqual(expect.arrayContaining(stored.map((d) => d.nom_fichier)));

    const file = await download(stored[0]!.nom_fichier);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fixture('cv.pdf'))).toBe(true);
    expect(file.headers['content-length']).toBe(String(stored[0]!.taille));
  });

  it('while the store is away: an upload is 503 UNAVAILABLE and records nothing; a download is 503, not 404', async () => {
    await s3.stop();
    const before = await countRows(t.db);

    const res = await postForm(t, applyForm(vacancyId, { email: 'pendant.panne@example.com' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/indisponible/),
    });
    expect(await countRows(t.db)).toEqual(before);

    const file = await download(stored[0]!.nom_fichier);
    expect(file.statusCode).toBe(503);
    expect(file.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(file.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/);
  });

  it('once the store is back, the same server uploads and serves again', async () => {
    await s3.start();
    const file = await download(stored[0]!.nom_fichier);
    expect(file.statusCode).toBe(200);
    const res = await postForm(t, applyForm(vacancyId, { email: 'apres.panne@example.com' }));
    expect(res.statusCode).toBe(201);
    // Nothing was left in the bucket by the refused upload: only the two applications' files.
    const names = (await t.db.selectFrom('document_candidature').select('nom_fichier').execute()).map(
      (d) => d.nom_fichier,
    );
    expect((await t.app.storage.list()).sort()).toEqual(names.sort());
  });
});

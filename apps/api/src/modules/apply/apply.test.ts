import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM_COOKIE, STORED_FILE_NAME } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyForm,
  countRows,
  fixture,
  postForm,
  storedFiles,
  withJsonDatas,
} from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';
import { APPLY_PATHS } from './apply.routes.js';

let t: TestApp;
let vacancyId: number;
beforeAll(async () => {
  t = await createTestApp();
  vacancyId = (await makeOpenVacancy(t.db, { nom: 'Chargée de recrutement' })).id;
});
afterAll(() => t.close());

describe('POST /candidature/upload-user (apply)', () => {
  it('records the application, its documents and files, and answers 201 with the claim cookie', async () => {
    const res = await postForm(t, applyForm(vacancyId, { email: 'Nouvelle.Personne@Example.com' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ idIndividu: expect.stringMatching(/^\d+$/), idCandidature: expect.any(Number) });
    const individuId = Number(body.idIndividu);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${CLAIM_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=3600/);
    const raw = decodeURIComponent(/rp_claim=([^;]+)/.exec(cookie)?.[1] ?? '');
    const unsigned = t.app.unsignCookie(raw);
    expect(unsigned.valid).toBe(true);
    expect(unsigned.value?.split('.')[0]).toBe(String(individuId));

    const individu = await t.db
      .selectFrom('individu')
      .selectAll()
      .where('id', '=', individuId)
      .executeTakeFirstOrThrow();
    const france = await t.db.selectFrom('pays').select('id').where('code', '=', 'FR').executeTakeFirstOrThrow();
    expect(individu).toMatchObject({
      nom: 'Durand',
      prenom: 'Élodie',
      email: 'Nouvelle.Personne@Example.com',
      email_key: 'nouvelle.personne@example.com',
      pays_id: france.id,
      civilite_id: 1,
    });

    const candidature = await t.db
      .selectFrom('candidature')
      .innerJoin('etat_candidature', 'etat_candidature.id', 'candidature.etat_candidature_id')
      .select(['candidature.individu_id', 'candidature.poste_vacant_id', 'etat_candidature.etat', 'date_candidature'])
      .where('candidature.id', '=', body.idCandidature)
      .executeTakeFirstOrThrow();
    expect(candidature).toMatchObject({ individu_id: individuId, poste_vacant_id: vacancyId, etat: 'envoyée' });
    expect(Number.isNaN(Date.parse(candidature.date_candidature))).toBe(false);

    const documents = await t.db
      .selectFrom('document_candidature')
      .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
      .select(['nom_fichier', 'nom_original', 'taille', 'type_mime', 'nom_document.nom'])
      .where('candidature_id', '=', body.idCandidature)
      .orderBy('document_candidature.id')
      .execute();
    expect(documents).toHaveLength(2);
    const [cv, lm] = documents;
    expect(cv).toMatchObject({ nom: 'CV', nom_original: 'CV Élodie.pdf', type_mime: 'application/pdf' });
    expect(lm).toMatchObject({
      nom: 'Lettre de motivation',
      nom_original: 'lettre.docx',
      type_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(cv?.nom_fichier).toMatch(STORED_FILE_NAME);
    expect(cv?.nom_fichier).toMatch(/\.pdf$/);
    expect(lm?.nom_fichier).toMatch(/\.docx$/);
    expect(Number(cv?.taille)).toBe(fixture('cv.pdf').length);
    expect(Number(lm?.taille)).toBe(fixture('lettre.docx').length);
    expect(readFileSync(join(t.config.uploadDir, cv?.nom_fichier ?? '')).equals(fixture('cv.pdf'))).toBe(true);
    expect(readFileSync(join(t.config.uploadDir, lm?.nom_fichier ?? '')).equals(fixture('lettre.docx'))).toBe(true);

    const history = await t.db
      .selectFrom('historique_etat')
      .innerJoin('etat_candidature', 'etat_candidature.id', 'historique_etat.etat_candidature_id')
      .select(['etat', 'user_id'])
      .where('candidature_id', '=', body.idCandidature)
      .execute();
    expect(history).toEqual([{ etat: 'envoyée', user_id: null }]);
  });

  it('grants this browser the claim: it may read its individu and create its account', async () => {
    const res = await postForm(t, applyForm(vacancyId, { email: 'claim@example.com' }));
    const { idIndividu } = res.json();
    const claim = /rp_claim=[^;]+/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
    const read = await t.app.inject({
      method: 'GET',
      url: `/individu/get/individu/${idIndividu}`,
      headers: { cookie: claim },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: Number(idIndividu), email: 'claim@example.com' });
    const other = await t.app.inject({
      method: 'GET',
      url: `/individu/get/individu/${Number(idIndividu) - 1}`,
      headers: { cookie: claim },
    });
    expect([401, 403]).toContain(other.statusCode);
    const account = await t.app.inject({
      method: 'POST',
      url: `/api/${idIndividu}/register`,
      payload: { password: 'Nouveau-Passw0rd' },
      headers: { cookie: claim, origin: 'http://localhost:80' },
    });
    expect(account.statusCode).toBe(201);
  });

  it('reuses an individu found by e-mail ignoring case, without overwriting it', async () => {
    const existing = await makeIndividu(t.db, {
      nom: 'Ancien',
      prenom: 'Nom',
      email: 'deja.connue@example.com',
      telephone: '0102030405',
    });
    const before = await countRows(t.db);
    const res = await postForm(t, applyForm(vacancyId, { email: 'DEJA.Connue@example.com', nom: 'Autre' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().idIndividu).toBe(String(existing));
    // Typing a known e-mail grants no claim on that person (their data stays closed to this browser).
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('rp_claim=');
    const after = await countRows(t.db);
    expect(after.individu).toBe(before.individu);
    expect(after.candidature).toBe(before.candidature + 1);
    const row = await t.db.selectFrom('individu').selectAll().where('id', '=', existing).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nom: 'Ancien',
      prenom: 'Nom',
      email: 'deja.connue@example.com',
      telephone: '0102030405',
    });
  });

  it('accepts the legacy field names `file` and `doc`', async () => {
    const form = applyForm(vacancyId, { email: 'legacy@example.com' });
    const { fileCV, fileLM, ...rest } = form;
    const res = await postForm(t, { ...rest, file: fileCV, doc: fileLM }, '/candidature/upload');
    expect(res.statusCode).toBe(201);
    const docs = await t.db
      .selectFrom('document_candidature')
      .select('type_mime')
      .where('candidature_id', '=', res.json().idCandidature)
      .orderBy('id')
      .execute();
    expect(docs.map((d) => d.type_mime)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it.each(APPLY_PATHS)('answers on %s', async (url) => {
    const res = await postForm(
      t,
      applyForm(vacancyId, { email: `chemin-${url.replaceAll('/', '-')}@example.com` }),
      url,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().idCandidature).toEqual(expect.any(Number));
  });

  it.each([
    ['ancien.doc', 'application/msword', 'doc'],
    ['lettre.odt', 'application/vnd.oasis.opendocument.text', 'odt'],
    ['lettre.rtf', 'application/rtf', 'rtf'],
    ['photo.png', 'image/png', 'png'],
    ['photo.jpg', 'image/jpeg', 'jpg'],
  ])('accepts %s, typed by its content as %s', async (file, mime, ext) => {
    const form = applyForm(
      vacancyId,
      { email: `type-${ext}@example.com` },
      // A misleading name: only the bytes count.
      { fileLM: { content: fixture(file), filename: 'sans-extension', type: 'text/plain' } },
    );
    const res = await postForm(t, form);
    expect(res.statusCode).toBe(201);
    const doc = await t.db
      .selectFrom('document_candidature')
      .select(['type_mime', 'nom_fichier'])
      .where('candidature_id', '=', res.json().idCandidature)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(doc.type_mime).toBe(mime);
    expect(doc.nom_fichier.endsWith(`.${ext}`)).toBe(true);
  });

  it('accepts datas with a country and civility given by designation, case aside', async () => {
    const res = await postForm(
      t,
      applyForm(vacancyId, {
        email: 'designation@example.com',
        pays: { designation: 'belgique' },
        civilite: { designation: 'MONSIEUR' },
        telephone: '+32 470 12 34 56',
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('individu')
      .innerJoin('pays', 'pays.id', 'individu.pays_id')
      .innerJoin('civilite', 'civilite.id', 'individu.civilite_id')
      .select(['pays.code', 'civilite.designation'])
      .where('individu.id', '=', Number(res.json().idIndividu))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ code: 'BE', designation: 'Monsieur' });
  });

  it.each([
    ['a French number typed nationally', 'FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
    ['a French number typed with its calling code', 'FR', '+33612345678', '+33 6 12 34 56 78'],
    ['an Italian number, which keeps its leading 0', 'IT', '06 1234 5678', '+39 06 1234 5678'],
    ['a Belgian mobile', 'BE', '0470/12.34.56', '+32 470 12 34 56'],
  ])('stores %s in international form', async (_label, code, telephone, stored) => {
    const pays = await t.db.selectFrom('pays').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const email = `tel-${code}-${telephone.length}-${telephone.charCodeAt(0)}@example.com`;
    const res = await postForm(t, applyForm(vacancyId, { email, pays: { id: pays.id }, telephone }));
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('individu')
      .select('telephone')
      .where('id', '=', Number(res.json().idIndividu))
      .executeTakeFirstOrThrow();
    expect(row.telephone).toBe(stored);
  });

  it('records only one of two identical applications sent at the same time', async () => {
    const form = applyForm(vacancyId, { email: 'en-double@example.com' });
    const answers = await Promise.all([postForm(t, form), postForm(t, form), postForm(t, form)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const individus = await t.db
      .selectFrom('individu')
      .select('id')
      .where('email_key', '=', 'en-double@example.com')
      .execute();
    expect(individus).toHaveLength(1);
  });

  it('accepts datas sent as an application/json part', async () => {
    const form = applyForm(vacancyId, { email: 'json@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidature/upload-user',
      ...withJsonDatas(form, String(form.datas)),
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps exactly two files per application on disk', async () => {
    const rows = await t.db.selectFrom('document_candidature').select('nom_fichier').execute();
    expect(storedFiles(t)).toEqual(rows.map((r) => r.nom_fichier).sort());
  });
});

describe('apply rate limit', () => {
  it('answers 429 with Retry-After past the hourly allowance, counted across the four paths', async () => {
    const limited = await createTestApp({ RATE_LIMIT_APPLY: '2' });
    try {
      const vacancy = await makeOpenVacancy(limited.db);
      const first = await postForm(limited, applyForm(vacancy.id, { email: 'a@example.com' }), '/candidature/upload');
      const second = await postForm(limited, applyForm(vacancy.id, { email: 'b@example.com' }), '/mon-doc/upload');
      const third = await postForm(limited, applyForm(vacancy.id, { email: 'c@example.com' }));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect((await countRows(limited.db)).candidature).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

import { messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { nowIso } from '../../lib/clock.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';

let t: TestApp;
let admin: TestUser;
let candidat: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidat = await t.signIn('CANDIDAT');
});
afterAll(() => t.close());

const { get, post, del } = requestsAs(
  () => t,
  () => admin,
);

/** `n` stored documents of that attachment type (each on its own application). */
async function addDocuments(nomDocumentId: number, n: number) {
  const { id: posteVacantId } = await makeOpenVacancy(t.db);
  for (let i = 0; i < n; i++) {
    const individuId = await makeIndividu(t.db);
    const candidature = await t.db
      .insertInto('candidature')
      .values({
        individu_id: individuId,
        poste_vacant_id: posteVacantId,
        etat_candidature_id: 1,
        date_candidature: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('document_candidature')
      .values({
        candidature_id: candidature.id,
        nom_document_id: nomDocumentId,
        nom_fichier: `${crypto.randomUUID()}.pdf`,
        nom_original: 'cv.pdf',
        taille: 10,
        type_mime: 'application/pdf',
      })
      .execute();
  }
}

describe('reads', () => {
  it('lists the attachment types to anyone, in id order', async () => {
    const res = await get('/nom-document/list', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, nom: 'CV' },
      { id: 2, nom: 'Lettre de motivation' },
    ]);
  });

  it('pages the list with X-Total-Count', async () => {
    const res = await get('/nom-document/list?page=2&size=1', null);
    expect(res.json()).toEqual([{ id: 2, nom: 'Lettre de motivation' }]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect((await get('/nom-document/list?size=0', null)).json().fields).toEqual({ size: messages.sizeInvalid });
  });

  it('answers one by id, and 404 for an unknown id', async () => {
    expect((await get('/nom-document/1')).json()).toEqual({ id: 1, nom: 'CV' });
    const res = await get('/nom-document/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: "Ce type de pièce jointe n'existe pas." });
  });

  it('finds one by name ignoring case (detail/{nom}), 404 when none', async () => {
    const res = await get(`/nom-document/detail/${encodeURIComponent('lettre DE motivation')}`);
    expect(res.json()).toEqual({ id: 2, nom: 'Lettre de motivation' });
    expect((await get('/nom-document/detail/Passeport')).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it('adds (201, read back), trimming the name', async () => {
    const res = await post('/nom-document/add', { nom: '  Diplôme  ', id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nom: 'Diplôme' });
    expect(res.json().id).not.toBe(1);
    expect((await get(`/nom-document/${res.json().id}`)).json().nom).toBe('Diplôme');
  });

  it('requires nom, with its French message', async () => {
    for (const payload of [{}, { nom: '' }, { nom: '   ' }]) {
      const res = await post('/nom-document/add', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ nom: messages.nomDocumentRequired });
    }
  });

  it('refuses a duplicate name, ignoring case (409)', async () => {
    const res = await post('/nom-document/add', { nom: 'cv' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Ce type de pièce jointe existe déjà.' });
  });

  it('updates (200, read back); may keep its own name in another case; not another one', async () => {
    const { id } = (await post('/nom-document/add', { nom: 'Permis' })).json();
    const same = await post(`/nom-document/${id}/update`, { nom: 'PERMIS' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ id, nom: 'PERMIS' });
    const taken = await post(`/nom-document/${id}/update`, { nom: 'Lettre de Motivation' });
    expect(taken.statusCode).toBe(409);
    expect((await post('/nom-document/99999/update', { nom: 'Autre' })).statusCode).toBe(404);
    expect((await post(`/nom-document/${id}/update`, { nom: '' })).json().fields).toEqual({
      nom: messages.nomDocumentRequired,
    });
  });

  it('deletes an unused type (204), then 404', async () => {
    const { id } = (await post('/nom-document/add', { nom: 'Portfolio' })).json();
    const res = await del(`/nom-document/delete/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await get(`/nom-document/${id}`)).statusCode).toBe(404);
    expect((await del(`/nom-document/delete/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a type still used by documents (409 with the count)', async () => {
    const { id } = (await post('/nom-document/add', { nom: 'Références' })).json();
    await addDocuments(id, 4);
    const res = await del(`/nom-document/delete/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce type de pièce jointe est utilisé par 4 documents.',
    });
    expect((await get(`/nom-document/${id}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  const adminCalls = (user: TestUser | null) => [
    get('/nom-document/1', user),
    get('/nom-document/detail/CV', user),
    post('/nom-document/add', { nom: 'X' }, user),
    post('/nom-document/1/update', { nom: 'X' }, user),
    del('/nom-document/delete/1', user),
  ];

  it('answers 401 to anonymous calls and 403 to a candidate, on everything but the list', async () => {
    for (const res of await Promise.all(adminCalls(null))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(adminCalls(candidat))) expect(res.statusCode).toBe(403);
    expect((await get('/nom-document/list', candidat)).statusCode).toBe(200);
  });
});

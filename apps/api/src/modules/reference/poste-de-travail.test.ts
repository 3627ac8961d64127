import { messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from '../../seed/factories.js';

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

describe('reads', () => {
  let dev: number;
  let devBis: number;
  beforeAll(async () => {
    dev = await makePosteDeTravail(t.db, { reference: 'DEV-01', nom: 'Développeur' });
    devBis = await makePosteDeTravail(t.db, { reference: 'DEV-02', nom: 'développeur' });
    await makePosteDeTravail(t.db, { reference: 'RH-01', nom: 'Chargé RH' });
  });

  it('lists to anyone, in id order, with the exact wire shape', async () => {
    const res = await get('/poste-de-travail/list', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().slice(0, 3)).toEqual([
      { id: dev, reference: 'DEV-01', nom: 'Développeur' },
      { id: devBis, reference: 'DEV-02', nom: 'développeur' },
      { id: devBis + 1, reference: 'RH-01', nom: 'Chargé RH' },
    ]);
  });

  it('pages with X-Total-Count', async () => {
    const res = await get('/poste-de-travail/list?page=2&size=2', null);
    expect(res.json()).toEqual([{ id: devBis + 1, reference: 'RH-01', nom: 'Chargé RH' }]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('answers one by id; 404 when unknown', async () => {
    expect((await get(`/poste-de-travail/${dev}`)).json()).toEqual({
      id: dev,
      reference: 'DEV-01',
      nom: 'Développeur',
    });
    const res = await get('/poste-de-travail/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Ce poste de travail n'existe pas.");
  });

  it('finds by name ignoring case (the first one when several share it); 404 when none', async () => {
    expect((await get('/poste-de-travail/detail/D%C3%89VELOPPEUR')).json().id).toBe(dev);
    expect((await get('/poste-de-travail/detail/Plombier')).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it('adds (201, read back) and ignores an id in the body', async () => {
    const res = await post('/poste-de-travail/add', { id: 1, reference: ' ADD-1 ', nom: 'Comptable' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), reference: 'ADD-1', nom: 'Comptable' });
    expect((await get(`/poste-de-travail/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('requires nom and reference, each with its French message', async () => {
    const res = await post('/poste-de-travail/add', { reference: '', nom: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ reference: messages.referenceRequired, nom: messages.nomRequired });
  });

  it('refuses a reference already used, ignoring case (409)', async () => {
    await post('/poste-de-travail/add', { reference: 'UNI-1', nom: 'Un' });
    const res = await post('/poste-de-travail/add', { reference: 'uni-1', nom: 'Deux' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Un poste de travail avec cette référence existe déjà.',
    });
  });

  it('accepts two positions with the same name', async () => {
    await post('/poste-de-travail/add', { reference: 'SAME-1', nom: 'Même nom' });
    expect((await post('/poste-de-travail/add', { reference: 'SAME-2', nom: 'Même nom' })).statusCode).toBe(201);
  });

  it('updates (200, read back); keeps its own reference; refuses another one', async () => {
    const { id } = (await post('/poste-de-travail/add', { reference: 'UPD-1', nom: 'Avant' })).json();
    await post('/poste-de-travail/add', { reference: 'UPD-2', nom: 'Autre' });
    const kept = await post(`/poste-de-travail/${id}/update`, { reference: 'upd-1', nom: 'Après' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ id, reference: 'upd-1', nom: 'Après' });
    const taken = await post(`/poste-de-travail/${id}/update`, { reference: 'UPD-2', nom: 'Après' });
    expect(taken.statusCode).toBe(409);
    expect((await post('/poste-de-travail/99999/update', { reference: 'X-1', nom: 'X' })).statusCode).toBe(404);
    expect((await post(`/poste-de-travail/${id}/update`, { nom: 'X' })).json().fields).toEqual({
      reference: messages.referenceRequired,
    });
  });

  it('deletes an unused position (204), then 404', async () => {
    const { id } = (await post('/poste-de-travail/add', { reference: 'DEL-1', nom: 'À supprimer' })).json();
    expect((await del(`/poste-de-travail/delete/${id}`)).statusCode).toBe(204);
    expect((await get(`/poste-de-travail/${id}`)).statusCode).toBe(404);
    expect((await del(`/poste-de-travail/delete/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a position used by vacancies (409 naming how many)', async () => {
    const posteId = await makePosteDeTravail(t.db);
    const sessionId = await makeSession(t.db);
    for (let i = 0; i < 3; i++) await makePosteVacant(t.db, { posteId, sessionId });
    const res = await del(`/poste-de-travail/delete/${posteId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Ce poste est utilisé par 3 postes vacants.' });
    const single = await makePosteDeTravail(t.db);
    await makePosteVacant(t.db, { posteId: single, sessionId });
    expect((await del(`/poste-de-travail/delete/${single}`)).json().message).toBe(
      'Ce poste est utilisé par 1 poste vacant.',
    );
  });
});

describe('access', () => {
  const adminCalls = (user: TestUser | null) => [
    get('/poste-de-travail/1', user),
    get('/poste-de-travail/detail/X', user),
    post('/poste-de-travail/add', { reference: 'A', nom: 'B' }, user),
    post('/poste-de-travail/1/update', { reference: 'A', nom: 'B' }, user),
    del('/poste-de-travail/delete/1', user),
  ];

  it('answers 401 to anonymous calls and 403 to a candidate, on everything but the list', async () => {
    for (const res of await Promise.all(adminCalls(null))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(adminCalls(candidat))) expect(res.statusCode).toBe(403);
    expect((await get('/poste-de-travail/list', candidat)).statusCode).toBe(200);
  });
});

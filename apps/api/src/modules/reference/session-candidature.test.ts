import { messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makePosteDeTravail, makePosteVacant } from '../../seed/factories.js';

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

const session = (reference: string, values: object = {}) => ({
  reference,
  dateOuverture: '2026-01-01',
  dateCloture: '2026-06-30',
  status: true,
  ...values,
});

describe('add and reads', () => {
  let created: { id: number };

  beforeAll(async () => {
    await post('/session-candidature/add', session('PRINTEMPS-2026'));
    created = (await post('/session-candidature/add', session('ETE-2026', { status: false }))).json();
  });

  it('adds (201) and answers the session read back, status as a boolean', async () => {
    const res = await post('/session-candidature/add', session('AUTOMNE-2026', { dateCloture: '2026-01-01', id: 3 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      reference: 'AUTOMNE-2026',
      dateOuverture: '2026-01-01',
      dateCloture: '2026-01-01',
      status: true,
    });
    const row = await t.db
      .selectFrom('session_candidature')
      .select('status')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
  });

  it('lists in id order, paged with X-Total-Count', async () => {
    const all = await get('/session-candidature/list');
    expect(all.json().map((s: { reference: string }) => s.reference)).toEqual([
      'PRINTEMPS-2026',
      'ETE-2026',
      'AUTOMNE-2026',
    ]);
    const page = await get('/session-candidature/list?page=2&size=1');
    expect(page.json()).toEqual([
      { id: created.id, reference: 'ETE-2026', dateOuverture: '2026-01-01', dateCloture: '2026-06-30', status: false },
    ]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers one by id and by reference ignoring case; 404 otherwise', async () => {
    expect((await get(`/session-candidature/${created.id}`)).json().reference).toBe('ETE-2026');
    expect((await get('/session-candidature/detail/ete-2026')).json().id).toBe(created.id);
    const missing = await get('/session-candidature/detail/HIVER');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Cette session de candidature n'existe pas.");
    expect((await get('/session-candidature/99999')).statusCode).toBe(404);
  });
});

describe('rules', () => {
  it('requires reference, both dates and status, each with its French message', async () => {
    const res = await post('/session-candidature/add', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      reference: messages.referenceRequired,
      dateOuverture: messages.dateOuvertureRequired,
      dateCloture: messages.dateClotureRequired,
      status: messages.statusRequired,
    });
  });

  it('refuses a malformed date and a status that is not a boolean', async () => {
    const res = await post(
      '/session-candidature/add',
      session('BAD-1', { dateOuverture: '01/02/2026', status: 'oui' }),
    );
    expect(res.json().fields).toEqual({ dateOuverture: messages.dateInvalid, status: messages.statusRequired });
  });

  it('refuses a closing date before the opening date', async () => {
    const res = await post('/session-candidature/add', session('BAD-2', { dateCloture: '2025-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ dateCloture: messages.dateClotureBeforeOuverture });
  });

  it('refuses a reference already used, ignoring case (409); an update may keep its own', async () => {
    const { id } = (await post('/session-candidature/add', session('UNIQUE-1'))).json();
    await post('/session-candidature/add', session('UNIQUE-2'));
    const dup = await post('/session-candidature/add', session('unique-1'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Une session de candidature avec cette référence existe déjà.');
    const kept = await post(`/session-candidature/${id}/update`, session('Unique-1', { status: false }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id, reference: 'Unique-1', status: false });
    expect((await post(`/session-candidature/${id}/update`, session('UNIQUE-2'))).statusCode).toBe(409);
    expect((await post('/session-candidature/99999/update', session('NEW-1'))).statusCode).toBe(404);
  });

  it('validates an update like an add', async () => {
    const { id } = (await post('/session-candidature/add', session('UPD-RULES'))).json();
    const res = await post(`/session-candidature/${id}/update`, session('UPD-RULES', { dateOuverture: '2027-01-01' }));
    expect(res.json().fields).toEqual({ dateCloture: messages.dateClotureBeforeOuverture });
  });
});

describe('delete', () => {
  it('deletes an unused session (204), then 404', async () => {
    const { id } = (await post('/session-candidature/add', session('DEL-1'))).json();
    expect((await del(`/session-candidature/delete/${id}`)).statusCode).toBe(204);
    expect((await get(`/session-candidature/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a session used by vacancies (409 naming how many)', async () => {
    const { id } = (await post('/session-candidature/add', session('USED-1'))).json();
    const posteId = await makePosteDeTravail(t.db);
    await makePosteVacant(t.db, { posteId, sessionId: id });
    await makePosteVacant(t.db, { posteId, sessionId: id });
    const res = await del(`/session-candidature/delete/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Cette session est utilisée par 2 postes vacants.' });
  });
});

describe('access', () => {
  const calls = (user: TestUser | null) => [
    get('/session-candidature/list', user),
    get('/session-candidature/1', user),
    get('/session-candidature/detail/X', user),
    post('/session-candidature/add', session('ACCESS'), user),
    post('/session-candidature/1/update', session('ACCESS'), user),
    del('/session-candidature/delete/1', user),
  ];

  it('is admin only, list included: 401 anonymous, 403 candidate', async () => {
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(candidat))) expect(res.statusCode).toBe(403);
  });
});

import { messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let admin: TestUser;
let candidat: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidat = await t.signIn('CANDIDAT');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rename = (id: number | string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: `/etat-candidature/${id}/update`, payload, headers: user?.headers });

describe('reads', () => {
  it('lists the statuses to anyone, in id order', async () => {
    const res = await get('/etat-candidature/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, etat: 'envoyée' },
      { id: 2, etat: 'consultée par le recruteur' },
      { id: 3, etat: 'En cours de traitement' },
      { id: 4, etat: 'Refusée' },
      { id: 5, etat: 'Acceptée' },
    ]);
  });

  it('pages with X-Total-Count', async () => {
    const res = await get('/etat-candidature/list?page=1&size=2');
    expect(res.json()).toEqual([
      { id: 1, etat: 'envoyée' },
      { id: 2, etat: 'consultée par le recruteur' },
    ]);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('finds one by name ignoring case (list/etats/{etat}); 404 when none', async () => {
    expect((await get(`/etat-candidature/list/etats/${encodeURIComponent('REFUSÉE')}`)).json()).toEqual({
      id: 4,
      etat: 'Refusée',
    });
    const res = await get('/etat-candidature/list/etats/Archivée');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Cet état de candidature n'existe pas.");
  });
});

describe('POST /etat-candidature/{id}/update', () => {
  it('renames a status and answers it read back', async () => {
    const res = await rename(3, { etat: '  En cours d’examen ', id: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 3, etat: 'En cours d’examen' });
    expect((await get('/etat-candidature/list')).json()[2]).toEqual({ id: 3, etat: 'En cours d’examen' });
  });

  it('may keep its own name in another case', async () => {
    const res = await rename(5, { etat: 'ACCEPTÉE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 5, etat: 'ACCEPTÉE' });
  });

  it('refuses a name another status has, ignoring case (409)', async () => {
    const res = await rename(4, { etat: 'Envoyée' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Cet état de candidature existe déjà.' });
  });

  it('requires etat; 404 for an unknown id', async () => {
    const res = await rename(4, { etat: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ etat: messages.etatRequired });
    expect((await rename(99999, { etat: 'Nouveau' })).statusCode).toBe(404);
    expect((await rename('abc', { etat: 'Nouveau' })).json().fields).toEqual({ id: messages.idInvalid });
  });

  it('is admin only: 401 anonymous, 403 candidate', async () => {
    expect((await rename(1, { etat: 'X' }, null)).statusCode).toBe(401);
    expect((await rename(1, { etat: 'X' }, candidat)).statusCode).toBe(403);
    expect((await get('/etat-candidature/list')).json()[0].etat).toBe('envoyée');
  });
});

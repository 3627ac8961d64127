import { CLAIM_COOKIE, individuSchema } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeIndividu } from '../../seed/factories.js';
import { loadIndividus } from './individu.service.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let france: { id: number };
let madame: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn('CANDIDAT', { nom: 'Martin', prenom: 'Alice' });
  bob = await t.signIn('CANDIDAT');
  admin = await t.signIn('ADMIN');
  france = await t.db.selectFrom('pays').select('id').where('code', '=', 'FR').executeTakeFirstOrThrow();
  madame = await t.db.selectFrom('civilite').select('id').where('designation', '=', 'Madame').executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const claim = (individuId: number) => ({
  cookie: `${CLAIM_COOKIE}=${encodeURIComponent(t.app.signCookie(`${individuId}.${Math.floor(Date.now() / 1000) + 600}`))}`,
});

describe('loadIndividus', () => {
  it('loads individus by id with their nested pays and civilite, skipping unknown ids', async () => {
    const id = await makeIndividu(t.db, { nom: 'Bernard', paysId: france.id, civiliteId: madame.id });
    const map = await loadIndividus(t.app.ctx, [id, id, alice.individuId, 999_999]);
    expect([...map.keys()].sort((a, b) => a - b)).toEqual([alice.individuId, id].sort((a, b) => a - b));
    expect(individuSchema.parse(map.get(id))).toMatchObject({
      nom: 'Bernard',
      pays: { id: france.id, designation: 'FRANCE', abreviation: '33', code: 'FR' },
      civilite: { id: madame.id, designation: 'Madame', abreviation: 'Mme' },
      dateDeNaissance: null,
      adresse: null,
      cp: null,
      ville: null,
    });
    expect(map.get(alice.individuId)).toMatchObject({ pays: null, civilite: null });
    expect((await loadIndividus(t.app.ctx, [])).size).toBe(0);
  });
});

describe('GET /individu/get', () => {
  it('lists every individu in id order for admins, a page with its total when asked', async () => {
    const all = await get('/individu/get', admin.headers);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(ids).toEqual(expect.arrayContaining([alice.individuId, bob.individuId, admin.individuId]));
    const page = await get('/individu/get?page=2&size=2', admin.headers);
    expect(page.json().map((i: { id: number }) => i.id)).toEqual(ids.slice(2, 4));
    expect(page.headers['x-total-count']).toBe(String(ids.length));
    expect((await get('/individu/get?size=500', admin.headers)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await get('/individu/get')).statusCode).toBe(401);
    expect((await get('/individu/get', alice.headers)).statusCode).toBe(403);
  });
});

describe('GET /individu/get/individu/{id}', () => {
  it('answers the individu to itself, to its claim and to admins', async () => {
    const own = await get(`/individu/get/individu/${alice.individuId}`, alice.headers);
    expect(own.statusCode).toBe(200);
    expect(individuSchema.parse(own.json())).toMatchObject({ id: alice.individuId, email: alice.email });
    expect((await get(`/individu/get/individu/${alice.individuId}`, admin.headers)).statusCode).toBe(200);
    const applicant = await makeIndividu(t.db);
    expect((await get(`/individu/get/individu/${applicant}`, claim(applicant))).statusCode).toBe(200);
  });

  it('refuses others: 401 anonymous, 403 another candidate or another claim; 404 unknown for admins', async () => {
    expect((await get(`/individu/get/individu/${alice.individuId}`)).statusCode).toBe(401);
    expect((await get(`/individu/get/individu/${alice.individuId}`, bob.headers)).statusCode).toBe(403);
    const claimedOther = { ...bob.headers, ...claim(bob.individuId) };
    expect((await get(`/individu/get/individu/${alice.individuId}`, claimedOther)).statusCode).toBe(403);
    expect((await get('/individu/get/individu/999999', admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /individu/nom/email/{mail}', () => {
  it('finds an individu by e-mail ignoring case, for admins', async () => {
    const res = await get(`/individu/nom/email/${alice.email.toUpperCase()}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(alice.individuId);
    expect((await get('/individu/nom/email/nobody@example.com', admin.headers)).statusCode).toBe(404);
    expect((await get(`/individu/nom/email/${alice.email}`, alice.headers)).statusCode).toBe(403);
    expect((await get(`/individu/nom/email/${alice.email}`)).statusCode).toBe(401);
  });
});

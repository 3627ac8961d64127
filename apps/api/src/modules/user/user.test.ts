import { userSchema } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn('CANDIDAT', { nom: 'Martin', prenom: 'Alice' });
  bob = await t.signIn('CANDIDAT');
  admin = await t.signIn('ADMIN');
});
afterAll(() => t.close());

const get = (url: string, who?: TestUser) => t.app.inject({ url, headers: who?.headers ?? {} });

/** No answer ever carries a password or its hash. */
function expectNoSecret(body: string) {
  expect(body).not.toMatch(/password|argon2|hash/i);
}

describe('GET /user/{mail}', () => {
  it('answers the caller their own record with the nested individu', async () => {
    const res = await get(`/user/${alice.email}`, alice);
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ id: alice.id, email: alice.email, role: 'CANDIDAT' });
    expect(user.individu).toMatchObject({ id: alice.individuId, nom: 'Martin', prenom: 'Alice', pays: null });
    expect(Number.isNaN(Date.parse(user.dateCreation))).toBe(false);
    expectNoSecret(res.body);
  });

  it('matches the address ignoring case, also when encoded', async () => {
    const res = await get(`/user/${encodeURIComponent(alice.email.toUpperCase())}`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(alice.id);
  });

  it('refuses another candidate (403, even for an unknown address) and anonymous callers (401)', async () => {
    expect((await get(`/user/${alice.email}`, bob)).statusCode).toBe(403);
    expect((await get('/user/nobody@example.com', bob)).statusCode).toBe(403);
    expect((await get(`/user/${alice.email}`)).statusCode).toBe(401);
  });

  it('lets an admin read anyone, 404 for an unknown address', async () => {
    const res = await get(`/user/${alice.email}`, admin);
    expect(res.json()).toMatchObject({ id: alice.id });
    expectNoSecret(res.body);
    const unknown = await get('/user/nobody@example.com', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /user/role/{mail}', () => {
  it('answers the role to its owner and to admins only', async () => {
    expect((await get(`/user/role/${alice.email}`, alice)).json()).toEqual({ role: 'CANDIDAT' });
    expect((await get(`/user/role/${admin.email}`, admin)).json()).toEqual({ role: 'ADMIN' });
    expect((await get(`/user/role/${alice.email}`, admin)).json()).toEqual({ role: 'CANDIDAT' });
    expect((await get(`/user/role/${admin.email}`, alice)).statusCode).toBe(403);
    expect((await get(`/user/role/${alice.email}`)).statusCode).toBe(401);
    expect((await get('/user/role/nobody@example.com', admin)).statusCode).toBe(404);
  });
});

describe('GET /user/b/{individuId}', () => {
  it('answers the user of an individu to its owner and to admins', async () => {
    const own = await get(`/user/b/${alice.individuId}`, alice);
    expect(own.statusCode).toBe(200);
    expect(userSchema.parse(own.json()).id).toBe(alice.id);
    expectNoSecret(own.body);
    expect((await get(`/user/b/${alice.individuId}`, admin)).json().id).toBe(alice.id);
    expect((await get(`/user/b/${alice.individuId}`, bob)).statusCode).toBe(403);
    expect((await get(`/user/b/${alice.individuId}`)).statusCode).toBe(401);
    expect((await get('/user/b/999999', admin)).statusCode).toBe(404);
    expect((await get('/user/b/abc', admin)).statusCode).toBe(400);
  });
});

describe('GET /user/bb/{id}', () => {
  it('answers the individu id of a user to that user and to admins', async () => {
    expect((await get(`/user/bb/${alice.id}`, alice)).json()).toEqual({ individu: alice.individuId });
    expect((await get(`/user/bb/${alice.id}`, admin)).json()).toEqual({ individu: alice.individuId });
    expect((await get(`/user/bb/${alice.id}`, bob)).statusCode).toBe(403);
    expect((await get(`/user/bb/${alice.id}`)).statusCode).toBe(401);
    expect((await get('/user/bb/999999', admin)).statusCode).toBe(404);
  });
});

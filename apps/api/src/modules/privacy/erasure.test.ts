import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTraces,
  NOTHING_LEFT,
  orphans,
  type Person,
  personWithApplications,
  rowsLeft,
} from '../../../test/fixtures/personal-data.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { EventOf } from '../../lib/events.js';

let t: TestApp;
let admin: TestUser;
const erased: EventOf<'individu.erased'>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  t.app.ctx.events.subscribe('individu.erased', (_tx, event) => {
    erased.push(event);
  });
});
afterAll(() => t.close());

const fileExists = (name: string) => existsSync(join(t.config.uploadDir, name));
const del = (url: string, caller: TestUser | null, payload?: object) =>
  t.app.inject({ method: 'DELETE', url, headers: caller?.headers, ...(payload ? { payload } : {}) });

/** Everything of the person is gone; everyone else's data is still whole. */
async function expectGone(person: Person, bystander: Person) {
  expect(
    await rowsLeft(t.db, { individuId: person.individuId, userId: person.user.id, email: person.user.email }),
  ).toEqual(NOTHING_LEFT);
  for (const name of person.files) expect(fileExists(name), name).toBe(false);
  expect(await orphans(t)).toEqual({ files: [], queued: [] });
  const other = await rowsLeft(t.db, {
    individuId: bystander.individuId,
    userId: bystander.user.id,
    email: bystander.user.email,
  });
  expect(other).toMatchObject({ individu: 1, users: 1, candidature: 2, document: 4, historique: 2 });
  for (const name of bystander.files) expect(fileExists(name), name).toBe(true);
}

describe('DELETE /api/me (erasure by the candidate)', () => {
  it('refuses a wrong or missing password and keeps everything', async () => {
    const person = await personWithApplications(t, 1);
    const wrong = await del('/api/me', person.user, { password: 'Mauvais-passe1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', fields: { password: 'Mot de passe incorrect.' } });
    expect((await del('/api/me', person.user, {})).statusCode).toBe(400);
    expect((await del('/api/me', null, { password: TEST_PASSWORD })).statusCode).toBe(401);
    const left = await rowsLeft(t.db, {
      individuId: person.individuId,
      userId: person.user.id,
      email: person.user.email,
    });
    expect(left).toMatchObject({ individu: 1, users: 1, candidature: 1, document: 2 });
    for (const name of person.files) expect(fileExists(name)).toBe(true);
  });

  it('erases the account, the individu, applications, history, notes, documents and files; the session ends', async () => {
    const person = await personWithApplications(t, 2);
    const bystander = await personWithApplications(t, 2);
    await addTraces(t, person, admin);
    await addTraces(t, bystander, admin);

    const res = await del('/api/me', person.user, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe('');

    await expectGone(person, bystander);
    expect(erased.at(-1)).toMatchObject({
      individuId: person.individuId,
      email: person.user.email,
      by: 'self',
      actorUserId: person.user.id,
      applications: 2,
      files: 4,
    });
    // The token of the deleted account opens nothing any more.
    expect((await t.app.inject({ url: '/api/me/export', headers: person.user.headers })).statusCode).toBe(401);
    expect((await del('/api/me', person.user, { password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('never erases an admin account this way (409)', async () => {
    const res = await del('/api/me', admin, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });
});

describe('DELETE /individu/{id} (erasure by an admin)', () => {
  it('erases a person with an account the same way and says what went before', async () => {
    const person = await personWithApplications(t, 2);
    const bystander = await personWithApplications(t, 2);
    await addTraces(t, person, admin);

    const summary = await t.app.inject({ url: `/individu/${person.individuId}/effacement`, headers: admin.headers });
    expect(summary.json()).toMatchObject({ candidatures: 2, fichiers: 4, compte: true, administrateur: false });

    const res = await del(`/individu/${person.individuId}`, admin);
    expect(res.statusCode).toBe(204);
    await expectGone(person, bystander);
    expect(erased.at(-1)).toMatchObject({ by: 'admin', actorUserId: admin.id, applications: 2, files: 4 });
    expect((await del(`/individu/${person.individuId}`, admin)).statusCode).toBe(404);
  });

  it("ends the erased account's sessions at once: its token answers 401, not 403 (contract §3)", async () => {
    const person = await personWithApplications(t, 1);
    const own = `/candidature/byid/${person.individuId}`;
    // Used just before: the instance remembers this session for a moment.
    expect((await t.app.inject({ url: own, headers: person.user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/candidature/list', headers: person.user.headers })).statusCode).toBe(403);
    expect((await del(`/individu/${person.individuId}`, admin)).statusCode).toBe(204);
    for (const url of [own, '/candidature/list', `/user/${person.user.email}`, '/api/me/export']) {
      const res = await t.app.inject({ url, headers: person.user.headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('erases an applicant without an account', async () => {
    const person = await personWithApplications(t, 1);
    // Remove the account first: an applicant who never created one.
    await t.db.deleteFrom('users').where('id', '=', person.user.id).execute();
    expect((await del(`/individu/${person.individuId}`, admin)).statusCode).toBe(204);
    expect(await rowsLeft(t.db, { individuId: person.individuId, userId: null, email: person.user.email })).toEqual(
      NOTHING_LEFT,
    );
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
  });

  it('answers 404 for an unknown id, 409 for an admin, 401 and 403 to others', async () => {
    const res404 = await del('/individu/999999', admin);
    expect(res404.statusCode).toBe(404);
    expect(res404.json().code).toBe('NOT_FOUND');
    const res409 = await del(`/individu/${admin.individuId}`, admin);
    expect(res409.statusCode).toBe(409);
    expect(res409.json().message).toMatch(/administrateur/);
    const person = await personWithApplications(t, 1);
    expect((await del(`/individu/${person.individuId}`, null)).statusCode).toBe(401);
    expect((await del(`/individu/${person.individuId}`, person.user)).statusCode).toBe(403);
    expect((await rowsLeft(t.db, { individuId: person.individuId, userId: person.user.id, email: '' })).individu).toBe(
      1,
    );
  });

  it('lets the candidate see what their own deletion removes, not anyone else’s', async () => {
    const person = await personWithApplications(t, 1);
    const other = await personWithApplications(t, 1);
    const own = await t.app.inject({ url: `/individu/${person.individuId}/effacement`, headers: person.user.headers });
    expect(own.json()).toMatchObject({ individuId: person.individuId, candidatures: 1, fichiers: 2, compte: true });
    const theirs = await t.app.inject({
      url: `/individu/${other.individuId}/effacement`,
      headers: person.user.headers,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('keeps two erasures of the same person at once from failing or counting twice', async () => {
    const person = await personWithApplications(t, 2);
    const [a, b] = await Promise.all([
      del(`/individu/${person.individuId}`, admin),
      del('/api/me', person.user, { password: TEST_PASSWORD }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(204);
    for (const res of [a, b]) expect([204, 401, 404]).toContain(res.statusCode);
    expect(erased.filter((e) => e.individuId === person.individuId)).toHaveLength(1);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { Clock } from '../../lib/clock.js';
import { makeOpenVacancy, makePosteDeTravail, makeSession } from '../../seed/factories.js';

/** Contract §23, API keys: each right allows exactly its reads or writes; revoked, expired: 401. */
let at = Date.now();
const clock: Clock = {
  now: () => new Date(at),
  nowIso: () => new Date(at).toISOString(),
  today: () => new Date(at).toISOString().slice(0, 10),
};
let t: TestApp;
let admin: TestUser;
let vacancyId: number;
let posteId: number;
let sessionId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db, { nom: 'Analyste' })).id;
  posteId = await makePosteDeTravail(t.db, { reference: 'KEY-1', nom: 'Poste clé' });
  sessionId = await makeSession(t.db, { reference: 'SESSION-KEY' });
});
afterAll(() => t.close());

async function newKey(droits: string[], expireLe?: string): Promise<{ id: number; cle: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cles',
    headers: admin.headers,
    payload: { nom: `Clé ${droits.join('+')}`, droits, ...(expireLe ? { expireLe } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const as = (cle: string) => ({ authorization: `Bearer ${cle}` });
const posteVacantBody = () => ({
  nom: `Offre ${Math.random()}`,
  descriptif: '<p>Mission</p>',
  poste: { id: posteId },
  session: { id: sessionId },
  typeContrat: { id: 1 },
  salaireMin: 30000,
  salaireMax: 36000,
  salairePeriode: 'AN',
});

/** What each kind of call answers with this key. */
async function answers(cle: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await t.app.inject({ method, url, headers: as(cle), ...(payload ? { payload } : {}) })).statusCode;
  return {
    candidaturesRead: await call('GET', '/candidature/list'),
    candidaturesWrite: await call('POST', '/candidature/etat', { ids: [], etatCandidature: { id: 1 } }),
    offresRead: await call('GET', `/poste-vacant/${vacancyId}`),
    offresWrite: await call('POST', '/poste-vacant/add', posteVacantBody()),
    keys: await call('GET', '/api/cles'),
    staff: await call('GET', '/staff'),
    audit: await call('GET', '/audit'),
  };
}

const denied = {
  candidaturesRead: 403,
  candidaturesWrite: 403,
  offresRead: 403,
  offresWrite: 403,
  keys: 403,
  staff: 403,
  audit: 403,
};

describe('API keys (§23)', () => {
  it('shows the key once, prefixed, and stores its hash only', async () => {
    const { id, cle } = await newKey(['offres:lecture']);
    expect(cle).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({ url: '/api/cles', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(cle);
    const shown = list.json().find((k: { id: number }) => k.id === id);
    expect(shown).toMatchObject({ droits: ['offres:lecture'], derniereUtilisation: null, revoqueeLe: null });
    expect(cle.startsWith(shown.debut)).toBe(true);
    const row = await t.db.selectFrom('api_cle').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.hash).toBe(createHash('sha256').update(cle).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(cle.slice(12));
  });

  it('gives each right exactly its reads or writes, and 403 for anything else', async () => {
    expect(await answers((await newKey(['candidatures:lecture'])).cle)).toEqual({ ...denied, candidaturesRead: 200 });
    expect(await answers((await newKey(['offres:lecture'])).cle)).toEqual({ ...denied, offresRead: 200 });
    expect(await answers((await newKey(['offres:ecriture'])).cle)).toEqual({ ...denied, offresWrite: 201 });
    expect(await answers((await newKey(['candidatures:lecture', 'offres:lecture', 'offres:ecriture'])).cle)).toEqual({
      ...denied,
      candidaturesRead: 200,
      offresRead: 200,
      offresWrite: 201,
    });
  });

  it('refuses a revoked key (401) and audits creation and revocation', async () => {
    const { id, cle } = await newKey(['candidatures:lecture']);
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cles/${id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(401);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'cle')
      .where('target_id', '=', id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['cle.create', 'cle.revoke', 'cle.use']);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cles/999999', headers: admin.headers })).statusCode).toBe(
      404,
    );
  });

  it('refuses an expired key (401) and an expiry in the past (400)', async () => {
    const { cle } = await newKey(['candidatures:lecture'], new Date(at + 3_600_000).toISOString());
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(200);
    at += 2 * 3_600_000;
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(401);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/cles',
      headers: admin.headers,
      payload: { nom: 'Passée', droits: ['offres:lecture'], expireLe: new Date(at - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
  });

  it('records the last use at most once a minute, audited each time', async () => {
    const { id, cle } = await newKey(['offres:lecture']);
    const uses = async () =>
      (
        await t.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'cle.use')
          .where('target_id', '=', id)
          .execute()
      ).length;
    for (let i = 0; i < 5; i++) await t.app.inject({ url: `/poste-vacant/${vacancyId}`, headers: as(cle) });
    const first = (
      await t.db.selectFrom('api_cle').select('derniere_utilisation').where('id', '=', id).executeTakeFirstOrThrow()
    ).derniere_utilisation;
    expect(first).toBe(new Date(at).toISOString());
    expect(await uses()).toBe(1);
    at += 61_000;
    await t.app.inject({ url: `/poste-vacant/${vacancyId}`, headers: as(cle) });
    expect(await uses()).toBe(2);
    const list = (await t.app.inject({ url: '/api/cles', headers: admin.headers })).json();
    expect(list.find((k: { id: number }) => k.id === id).derniereUtilisation).toBe(new Date(at).toISOString());
  });

  it('refuses a key whose admin is no longer one (401), and an unknown key (401)', async () => {
    const other = await t.signIn('ADMIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cles',
      headers: other.headers,
      payload: { nom: 'Autre', droits: ['candidatures:lecture'] },
    });
    const { cle } = res.json();
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ actif: 0 }).where('id', '=', other.id).execute();
    t.app.sessions.forgetUser(other.id);
    expect((await t.app.inject({ url: '/candidature/list', headers: as(cle) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/candidature/list', headers: as(`rpk_${'x'.repeat(43)}`) })).statusCode).toBe(
      401,
    );
  });

  it('is for admins only, and validates what it is given', async () => {
    const recruteur = await t.signIn('RECRUTEUR');
    expect((await t.app.inject({ url: '/api/cles', headers: recruteur.headers })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/cles',
      headers: admin.headers,
      payload: { nom: 'X', droits: ['candidatures:ecriture'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

import { candidatureSchema, historiqueEtatSchema, messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let java: number;
let compta: number;
/** Application ids in the order they were made. */
const ids: Record<'aliceJava' | 'bobJava' | 'aliceCompta', number> = { aliceJava: 0, bobJava: 0, aliceCompta: 0 };

async function apply(user: TestUser, vacancy: number, prenom: string) {
  const res = await postForm(t, applyForm(vacancy, { email: user.email, prenom, nom: 'Testeur' }));
  expect(res.statusCode).toBe(201);
  return res.json().idCandidature as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  alice = await t.signIn('CANDIDAT', { email: 'alice.martin@example.com', prenom: 'Alice', nom: 'Martin' });
  bob = await t.signIn('CANDIDAT', { email: 'bob@example.com', prenom: 'Bob', nom: 'Lefèvre' });
  java = (await makeOpenVacancy(t.db, { nom: 'Développeur Java' })).id;
  compta = (await makeOpenVacancy(t.db, { nom: 'Comptable' })).id;
  ids.aliceJava = await apply(alice, java, 'Alice');
  ids.bobJava = await apply(bob, java, 'Bob');
  ids.aliceCompta = await apply(alice, compta, 'Alice');
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const idsOf = (body: { id: number }[]) => body.map((c) => c.id);

describe('GET /candidature/list', () => {
  it('answers every application, newest first, with nested individu, vacancy and status', async () => {
    const res = await get('/candidature/list', admin);
    expect(res.statusCode).toBe(200);
    const body = z.array(candidatureSchema).parse(res.json());
    expect(idsOf(body)).toEqual([ids.aliceCompta, ids.bobJava, ids.aliceJava]);
    expect(body[0]).toMatchObject({
      individu: { id: alice.individuId, email: alice.email, prenom: 'Alice' },
      posteVacant: { id: compta, nom: 'Comptable', session: { status: true } },
      etatCandidature: { etat: 'envoyée' },
    });
  });

  it('pages with the total in X-Total-Count', async () => {
    const first = await get('/candidature/list?page=1&size=2', admin);
    expect(first.headers['x-total-count']).toBe('3');
    expect(idsOf(first.json())).toEqual([ids.aliceCompta, ids.bobJava]);
    const second = await get('/candidature/list?page=2&size=2', admin);
    expect(idsOf(second.json())).toEqual([ids.aliceJava]);
    expect((await get('/candidature/list?size=500', admin)).statusCode).toBe(400);
  });

  it('filters by vacancy, by status and by a fragment of name, first name or e-mail', async () => {
    expect(idsOf((await get(`/candidature/list?posteVacant=${java}`, admin)).json())).toEqual([
      ids.bobJava,
      ids.aliceJava,
    ]);
    expect(idsOf((await get('/candidature/list?q=BO', admin)).json())).toEqual([ids.bobJava]);
    expect(idsOf((await get('/candidature/list?q=martin@exa', admin)).json())).toEqual([
      ids.aliceCompta,
      ids.aliceJava,
    ]);
    expect(idsOf((await get('/candidature/list?q=LEF', admin)).json())).toEqual([ids.bobJava]);
    expect(idsOf((await get('/candidature/list?q=example.com', admin)).json())).toHaveLength(3);
    expect((await get('/candidature/list?q=%25', admin)).json()).toEqual([]);
    const filtered = await get(`/candidature/list?q=alice&posteVacant=${compta}&page=1&size=5`, admin);
    expect(idsOf(filtered.json())).toEqual([ids.aliceCompta]);
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('is for admins only', async () => {
    expect((await get('/candidature/list')).statusCode).toBe(401);
    expect((await get('/candidature/list', alice)).statusCode).toBe(403);
  });
});

describe('GET /candidature/list/{id}', () => {
  it('answers one application (opening it moves it to « consultée »), 404 when unknown, admins only', async () => {
    const res = await get(`/candidature/list/${ids.bobJava}`, admin);
    expect(res.statusCode).toBe(200);
    expect(candidatureSchema.parse(res.json())).toMatchObject({
      id: ids.bobJava,
      individu: { id: bob.individuId },
      etatCandidature: { id: 2, etat: 'consultée par le recruteur' },
    });
    expect((await get('/candidature/list/999999', admin)).statusCode).toBe(404);
    expect((await get('/candidature/list/abc', admin)).statusCode).toBe(400);
    expect((await get(`/candidature/list/${ids.bobJava}`, bob)).statusCode).toBe(403);
  });
});

describe('GET /candidature/byid/{individuId}', () => {
  it('answers the owner and admins; 403 for another candidate, 401 anonymous', async () => {
    const own = await get(`/candidature/byid/${alice.individuId}`, alice);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own.json())).toEqual([ids.aliceJava, ids.aliceCompta]);
    expect(idsOf((await get(`/candidature/byid/${alice.individuId}`, admin)).json())).toEqual([
      ids.aliceJava,
      ids.aliceCompta,
    ]);
    expect((await get(`/candidature/byid/${alice.individuId}`, bob)).statusCode).toBe(403);
    expect((await get(`/candidature/byid/${alice.individuId}`)).statusCode).toBe(401);
    expect((await get(`/candidature/byid/${admin.individuId}`, admin)).json()).toEqual([]);
  });
});

describe('GET /candidature/poste-vacant/{name}', () => {
  it('matches the exact vacancy name ignoring case', async () => {
    const res = await get(`/candidature/poste-vacant/${encodeURIComponent('développeur JAVA')}`, admin);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([ids.bobJava, ids.aliceJava]);
    expect((await get('/candidature/poste-vacant/Java', admin)).json()).toEqual([]);
    const paged = await get(`/candidature/poste-vacant/Comptable?page=1&size=1`, admin);
    expect(paged.headers['x-total-count']).toBe('1');
    expect((await get('/candidature/poste-vacant/Comptable', bob)).statusCode).toBe(403);
  });

  it('takes the list filters too (status and name or e-mail)', async () => {
    const java = `/candidature/poste-vacant/${encodeURIComponent('Développeur Java')}`;
    expect(idsOf((await get(`${java}?q=BOB`, admin)).json())).toEqual([ids.bobJava]);
    // Bob's was opened above: it is « consultée ».
    expect(idsOf((await get(`${java}?etat=1`, admin)).json())).toEqual([ids.aliceJava]);
    expect(idsOf((await get(`${java}?etat=2`, admin)).json())).toEqual([ids.bobJava]);
    expect((await get(`${java}?etat=3`, admin)).json()).toEqual([]);
  });
});

describe('POST /candidature/{id}/update', () => {
  const update = (id: number, body: unknown, user?: TestUser) =>
    t.app.inject({ method: 'POST', url: `/candidature/${id}/update`, payload: body as object, headers: user?.headers });

  it('changes only the status, records who and when, and answers the application read back', async () => {
    const before = await t.db
      .selectFrom('candidature')
      .selectAll()
      .where('id', '=', ids.bobJava)
      .executeTakeFirstOrThrow();
    const res = await update(
      ids.bobJava,
      { etatCandidature: { id: 3, etat: 'ignoré' }, individu: { id: alice.individuId }, posteVacant: { id: compta } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(candidatureSchema.parse(res.json())).toMatchObject({
      id: ids.bobJava,
      etatCandidature: { id: 3, etat: 'En cours de traitement' },
      individu: { id: bob.individuId },
      posteVacant: { id: java },
    });
    const after = await t.db
      .selectFrom('candidature')
      .selectAll()
      .where('id', '=', ids.bobJava)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, etat_candidature_id: 3 });

    const history = await get(`/candidature/${ids.bobJava}/historique`, admin);
    expect(history.statusCode).toBe(200);
    const entries = z.array(historiqueEtatSchema).parse(history.json());
    expect(entries.map((e) => [e.etatCandidature.etat, e.auteur])).toEqual([
      ['envoyée', null],
      ['consultée par le recruteur', admin.email],
      ['En cours de traitement', admin.email],
    ]);
    expect(Date.parse(entries[2]?.date ?? '')).toBeGreaterThanOrEqual(Date.parse(before.date_candidature));

    // The same status again records nothing new.
    expect((await update(ids.bobJava, { etatCandidature: { id: 3 } }, admin)).statusCode).toBe(200);
    expect((await get(`/candidature/${ids.bobJava}/historique`, admin)).json()).toHaveLength(3);
  });

  it('filters the list by the new status', async () => {
    expect(idsOf((await get('/candidature/list?etat=3', admin)).json())).toEqual([ids.bobJava]);
    expect(idsOf((await get('/candidature/list?etat=1', admin)).json())).toEqual([ids.aliceCompta, ids.aliceJava]);
  });

  it('refuses an unknown status (400 field), a missing one, an unknown application and non-admins', async () => {
    const unknown = await update(ids.aliceJava, { etatCandidature: { id: 999 } }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ etatCandidature: messages.etatCandidatureUnknown });
    const missing = await update(ids.aliceJava, {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('etatCandidature');
    expect((await update(999_999, { etatCandidature: { id: 2 } }, admin)).statusCode).toBe(404);
    expect((await update(ids.aliceJava, { etatCandidature: { id: 2 } }, alice)).statusCode).toBe(403);
    expect((await update(ids.aliceJava, { etatCandidature: { id: 2 } })).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('candidature')
      .select('etat_candidature_id')
      .where('id', '=', ids.aliceJava)
      .executeTakeFirstOrThrow();
    expect(row.etat_candidature_id).toBe(1);
  });
});

describe('GET /candidature/{id}/historique', () => {
  it('answers 404 for an unknown application; the owner sees the history without its authors', async () => {
    expect((await get('/candidature/999999/historique', admin)).statusCode).toBe(404);
    expect((await get(`/candidature/${ids.bobJava}/historique`, alice)).statusCode).toBe(403);
    expect((await get(`/candidature/${ids.bobJava}/historique`)).statusCode).toBe(401);
    const own = await get(`/candidature/${ids.bobJava}/historique`, bob);
    expect(own.statusCode).toBe(200);
    const entries = z.array(historiqueEtatSchema).parse(own.json());
    expect(entries.map((e) => [e.etatCandidature.etat, e.auteur])).toEqual([
      ['envoyée', null],
      ['consultée par le recruteur', null],
      ['En cours de traitement', null],
    ]);
    expect(own.body).not.toContain(admin.email);
  });
});

describe('GET /candidature/noms-postes', () => {
  it('answers the vacancy names that have applications with their counts, by name', async () => {
    await makeOpenVacancy(t.db, { nom: 'Sans candidat' });
    const res = await get('/candidature/noms-postes', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { nom: 'Comptable', count: 1 },
      { nom: 'Développeur Java', count: 2 },
    ]);
    expect((await get('/candidature/noms-postes', bob)).statusCode).toBe(403);
  });
});

import { cvMessages, individuSchema } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
const { get, post } = requestsAs(
  () => t,
  () => admin,
);
const individus = z.array(individuSchema);

let vacancies: { a: number; b: number; c: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidate = await t.signIn('CANDIDAT');
  vacancies = {
    a: (await makeOpenVacancy(t.db, { nom: 'Électricien' })).id,
    b: (await makeOpenVacancy(t.db, { nom: 'Soudeur' })).id,
    c: (await makeOpenVacancy(t.db, { nom: 'Magasinier' })).id,
  };
});
afterAll(() => t.close());

/** An application of this person (found by e-mail) to this vacancy; answers its id. */
async function applyAs(email: string, vacancy: number): Promise<number> {
  const response = await postForm(t, applyForm(vacancy, { email }));
  expect(response.statusCode).toBe(201);
  return response.json().idCandidature as number;
}

describe('GET /individu/{id}/doublons (§19)', () => {
  it('finds the others of the same phone or the same name ignoring case and accents', async () => {
    const elodie = await makeIndividu(t.db, { nom: 'Dupont', prenom: 'Élodie', telephone: '+33 6 11 11 11 11' });
    const sameName = await makeIndividu(t.db, { nom: 'DUPONT', prenom: 'elodie', telephone: '+33 6 22 22 22 22' });
    const samePhone = await makeIndividu(t.db, { nom: 'Autre', prenom: 'Personne', telephone: '+33611111111' });
    await makeIndividu(t.db, { nom: 'Dupont', prenom: 'Marc', telephone: '+33 6 33 33 33 33' });
    const response = await get(`/individu/${elodie}/doublons`);
    expect(response.statusCode).toBe(200);
    expect(individus.parse(response.json()).map((i) => i.id)).toEqual([sameName, samePhone]);
    // Both ways.
    const back = individus.parse((await get(`/individu/${samePhone}/doublons`)).json());
    expect(back.map((i) => i.id)).toEqual([elodie]);
  });

  it('answers 404 for an unknown person and is for admins only', async () => {
    expect((await get('/individu/999999/doublons')).statusCode).toBe(404);
    expect((await get(`/individu/${candidate.individuId}/doublons`, candidate)).statusCode).toBe(403);
    expect((await get(`/individu/${candidate.individuId}/doublons`, null)).statusCode).toBe(401);
  });
});

describe('POST /individu/{id}/fusionner (§19)', () => {
  it('moves the applications, documents, history and notes, removes the other, and is audited', async () => {
    const keep = await makeIndividu(t.db, { nom: 'Leroy', prenom: 'Anne', email: 'anne.leroy@example.com' });
    const other = await makeIndividu(t.db, { nom: 'LEROY', prenom: 'Anne', email: 'a.leroy@example.com' });
    const kept = await applyAs('anne.leroy@example.com', vacancies.a);
    const moved = await applyAs('a.leroy@example.com', vacancies.b);
    expect((await post(`/candidature/${moved}/notes`, { texte: 'Rappeler lundi.' })).statusCode).toBe(201);
    expect((await post(`/candidature/${moved}/update`, { etatCandidature: { id: 3 } })).statusCode).toBe(200);

    const response = await post(`/individu/${keep}/fusionner`, { avec: { id: other } });
    expect(response.statusCode).toBe(200);
    expect(individuSchema.parse(response.json())).toMatchObject({ id: keep, email: 'anne.leroy@example.com' });

    const applications = (await get(`/candidature/byid/${keep}`)).json() as { id: number }[];
    expect(applications.map((c) => c.id).sort()).toEqual([kept, moved].sort());
    const documents = (await get(`/document-candidature/by-candidature/${moved}`)).json() as unknown[];
    expect(documents).toHaveLength(2);
    const historique = (await get(`/candidature/${moved}/historique`)).json() as unknown[];
    expect(historique).toHaveLength(2);
    const notes = (await get(`/candidature/${moved}/notes`)).json() as { texte: string }[];
    expect(notes.map((n) => n.texte)).toEqual(['Rappeler lundi.']);
    expect((await get(`/individu/get/individu/${other}`)).statusCode).toBe(404);
    expect((await get(`/individu/${other}/doublons`)).statusCode).toBe(404);
    // The texts of the moved documents stay with them.
    const texts = await t.db.selectFrom('cv_texte').select('document_id').where('candidature_id', '=', moved).execute();
    expect(texts).toHaveLength(2);

    const audit = (await get('/audit?page=1&size=5')).json() as { action: string; cibleId: number; details: string }[];
    const line = audit.find((l) => l.action === 'individu.merged');
    expect(line).toMatchObject({ cibleId: keep });
    expect(line?.details).toContain(`n° ${other}`);
    expect(line?.details).toContain('1 candidature');
  });

  it('moves the account when only the merged person has one; its sessions end', async () => {
    const withAccount = await t.signIn('CANDIDAT', { nom: 'Moreau', prenom: 'Paul' });
    expect((await get(`/candidature/byid/${withAccount.individuId}`, withAccount)).statusCode).toBe(200);
    const keep = await makeIndividu(t.db, { nom: 'Moreau', prenom: 'Paul' });
    const response = await post(`/individu/${keep}/fusionner`, { avec: { id: withAccount.individuId } });
    expect(response.statusCode).toBe(200);
    const account = await t.db
      .selectFrom('users')
      .select('individu_id')
      .where('id', '=', withAccount.id)
      .executeTakeFirst();
    expect(account?.individu_id).toBe(keep);
    // Its token named the person that is gone: it must sign in again.
    expect((await get(`/candidature/byid/${withAccount.individuId}`, withAccount)).statusCode).toBe(401);
  });

  it('answers 409 when both have an account or both applied to the same vacancy, changing nothing', async () => {
    const one = await t.signIn('CANDIDAT');
    const two = await t.signIn('CANDIDAT');
    const both = await post(`/individu/${one.individuId}/fusionner`, { avec: { id: two.individuId } });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({ code: 'CONFLICT', message: cvMessages.fusionBothAccounts });

    const x = await makeIndividu(t.db, { email: 'x.same@example.com' });
    const y = await makeIndividu(t.db, { email: 'y.same@example.com' });
    const xa = await applyAs('x.same@example.com', vacancies.c);
    await applyAs('y.same@example.com', vacancies.c);
    const same = await post(`/individu/${x}/fusionner`, { avec: { id: y } });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(cvMessages.fusionSameVacancy('Magasinier'));
    // Nothing moved, nobody removed.
    expect((await get(`/individu/get/individu/${y}`)).statusCode).toBe(200);
    expect(((await get(`/candidature/byid/${x}`)).json() as { id: number }[]).map((c) => c.id)).toEqual([xa]);
  });

  it('refuses itself (400), an unknown person (404), and anyone but an admin, before reading the body', async () => {
    const a = await makeIndividu(t.db);
    const self = await post(`/individu/${a}/fusionner`, { avec: { id: a } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(cvMessages.fusionSelf);
    expect((await post(`/individu/${a}/fusionner`, { avec: { id: 999999 } })).statusCode).toBe(404);
    expect((await post('/individu/999999/fusionner', { avec: { id: a } })).statusCode).toBe(404);
    expect((await post(`/individu/${a}/fusionner`, {})).statusCode).toBe(400);
    expect((await post(`/individu/${a}/fusionner`, { bad: true }, candidate)).statusCode).toBe(403);
    expect((await post(`/individu/${a}/fusionner`, { bad: true }, null)).statusCode).toBe(401);
  });
});

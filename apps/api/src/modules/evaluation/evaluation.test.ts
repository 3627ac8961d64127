import { evaluationSchema, teamMessages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyForm, multipart } from '../../../test/fixtures/apply-form.js';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, requestsAs, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

/**
 * Contract §14, scorecards: criteria per vacancy, one evaluation per evaluator and application,
 * hidden from a MEMBRE until it has submitted its own; audited reads; in the candidate's export
 * without the evaluators' names; gone with the candidate's erasure.
 */
let t: TestApp;
let admin: TestUser;
let paul: TestUser;
let lea: TestUser;
let vacancy: number;
let candidature: number;
let candidateEmail: string;
let criteres: { id: number; libelle: string }[];
const { get, post } = requestsAs(
  () => t,
  () => admin,
);
const evaluations = z.array(evaluationSchema);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN', { nom: 'Admin', prenom: 'Alice' });
  paul = await t.signIn('MEMBRE', { nom: 'Durand', prenom: 'Paul' });
  lea = await t.signIn('MEMBRE', { nom: 'Petit', prenom: 'Léa' });
  vacancy = (await makeOpenVacancy(t.db, { nom: 'Développeuse Rust' })).id;
  expect(
    (await post(`/poste-vacant/${vacancy}/equipe`, { membres: [{ id: paul.id }, { id: lea.id }] })).statusCode,
  ).toBe(200);
  candidateEmail = `candidate-${Date.now()}@example.com`;
  const { payload, headers } = await multipart(applyForm(vacancy, { email: candidateEmail }));
  const applied = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
  candidature = applied.json().idCandidature;
});
afterAll(() => t.close());

const scorecard = (notes: number[], avis = 'OUI', commentaire?: string) => ({
  notes: criteres.map((c, i) => ({ critere: { id: c.id }, note: notes[i] })),
  avis,
  ...(commentaire ? { commentaire } : {}),
});

describe('criteria (§14)', () => {
  it('refuses a bad grid (1–12 criteria, 1–120 characters, no duplicate) and replaces it', async () => {
    const url = `/poste-vacant/${vacancy}/criteres`;
    expect((await post(url, { criteres: [] })).json().fields).toEqual({ criteres: teamMessages.criteresCount });
    const many = Array.from({ length: 13 }, (_, i) => ({ libelle: `C${i}` }));
    expect((await post(url, { criteres: many })).statusCode).toBe(400);
    expect((await post(url, { criteres: [{ libelle: 'x'.repeat(121) }] })).statusCode).toBe(400);
    const dup = await post(url, { criteres: [{ libelle: 'Rust' }, { libelle: ' rust ' }] });
    expect(dup.json().fields).toEqual({ 'criteres.1.libelle': teamMessages.critereDuplicate });
    const ok = await post(url, { criteres: [{ libelle: 'Rust' }, { libelle: 'Communication' }] });
    expect(ok.statusCode).toBe(200);
    criteres = ok.json();
    expect(criteres.map((c) => c.libelle)).toEqual(['Rust', 'Communication']);
    // A MEMBRE of the team reads them, cannot write them.
    expect((await get(url, paul)).json()).toEqual(criteres);
    expect((await post(url, { criteres: [{ libelle: 'X' }] }, paul)).statusCode).toBe(403);
  });
});

describe('evaluations (§14)', () => {
  it('refuses a note outside 1–4, a missing criterion, an unknown one, a bad avis', async () => {
    const url = `/candidature/${candidature}/evaluations`;
    expect((await post(url, scorecard([5, 2]), paul)).statusCode).toBe(400);
    expect(
      (await post(url, { ...scorecard([3, 2]), notes: scorecard([3, 2]).notes.slice(0, 1) }, paul)).json().fields,
    ).toEqual({ notes: teamMessages.notesIncomplete });
    const unknown = {
      ...scorecard([3, 2]),
      notes: [{ critere: { id: 999_999 }, note: 2 }, scorecard([3, 2]).notes[1]],
    };
    expect((await post(url, unknown, paul)).json().fields).toEqual({ 'notes.0.critere': teamMessages.critereUnknown });
    expect((await post(url, scorecard([3, 2], 'PEUT_ETRE'), paul)).json().fields).toEqual({
      avis: teamMessages.avisInvalid,
    });
  });

  it('a MEMBRE sees the others only after submitting its own; admins see all', async () => {
    const url = `/candidature/${candidature}/evaluations`;
    const byLea = await post(url, scorecard([4, 3], 'OUI_FORT', 'Très solide en Rust.'), lea);
    expect(byLea.statusCode).toBe(201);
    expect(evaluationSchema.parse(byLea.json())).toMatchObject({
      auteur: { id: lea.id, nom: 'Petit', prenom: 'Léa' },
      avis: 'OUI_FORT',
      commentaire: 'Très solide en Rust.',
      notes: [
        { critere: { libelle: 'Rust' }, note: 4 },
        { critere: { libelle: 'Communication' }, note: 3 },
      ],
    });
    // Paul has not evaluated: nothing of Léa's, but the count of all.
    const before = await get(url, paul);
    expect(before.json()).toEqual([]);
    expect(before.headers['x-total-count']).toBe('1');
    expect((await post(url, scorecard([2, 2], 'NON'), paul)).statusCode).toBe(201);
    const after = evaluations.parse((await get(url, paul)).json());
    expect(after.map((e) => e.auteur.id)).toEqual([lea.id, paul.id]);
    // Posting again replaces one's own.
    expect((await post(url, scorecard([3, 1], 'OUI'), paul)).statusCode).toBe(201);
    const all = evaluations.parse((await get(url)).json());
    expect(all).toHaveLength(2);
    expect(all.find((e) => e.auteur.id === paul.id)).toMatchObject({ avis: 'OUI', commentaire: null });
    const counts = await get(`/evaluations/nombres?candidatures=${candidature}`);
    expect(counts.json()).toEqual([{ candidature, n: 2 }]);
  });

  it('every read of a scorecard is audited', async () => {
    const audit = (await get('/audit')).json() as { action: string; cibleId: number; acteur: string }[];
    const reads = audit.filter((l) => l.action === 'evaluations.read' && l.cibleId === candidature);
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.some((l) => l.acteur === paul.email)).toBe(true);
  });

  it('the candidate never reads them; the export carries them without the evaluators; erasure removes them', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: candidateEmail,
        password: TEST_PASSWORD,
        individu: { nom: 'N', prenom: 'P', telephone: '0601020304' },
      },
    });
    expect(register.statusCode).toBe(201);
    const session = { authorization: `Bearer ${register.json().token}` };
    expect((await t.app.inject({ url: `/candidature/${candidature}/evaluations`, headers: session })).statusCode).toBe(
      403,
    );
    await t.db.updateTable('users').set({ email_verifie: 1 }).where('id', '=', register.json().id).execute();
    // Written behind the server's back: its short memory of the session is dropped as a verification would.
    t.app.sessions.forgetUser(register.json().id);
    const exported = await t.app.inject({ url: '/api/me/export', headers: session });
    expect(exported.statusCode).toBe(200);
    const entries = await unzip(exported.rawPayload);
    const data = JSON.parse(String(entries.get('donnees.json')));
    const carried = data.candidatures[0].evaluations;
    expect(carried).toHaveLength(2);
    expect(carried[0]).toMatchObject({
      avis: 'OUI_FORT',
      notes: [
        { critere: 'Rust', note: 4 },
        { critere: 'Communication', note: 3 },
      ],
    });
    expect(JSON.stringify(carried)).not.toMatch(/Petit|Durand|Léa|Paul|auteur/);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: session,
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode).toBe(204);
    const left = await t.db.selectFrom('evaluation').select('id').where('candidature_id', '=', candidature).execute();
    expect(left).toEqual([]);
  });
});

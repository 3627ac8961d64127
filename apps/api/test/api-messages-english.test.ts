import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, postForm } from './fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * Contract §17, issue 24: the API messages of the staff side and of the later features (team and
 * invitations, scorecards, screening questions, CV merge, interviews, alerts, list filters) in the
 * caller's language. Each call is made twice, French and English: same status, same code, the
 * message (or the field's message) in each language. On SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: TestUser;
let vacancyId: number;
let candidatureId: number;
let individuId: number;

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const FR = { 'accept-language': 'fr-FR,fr;q=0.9' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  ({ id: vacancyId } = await makeOpenVacancy(t.db, { nom: 'Soudeur' }));
  const applied = await postForm(t, applyForm(vacancyId, { email: 'api-en@example.com' }));
  expect(applied.statusCode, applied.body).toBe(201);
  candidatureId = applied.json().idCandidature;
  individuId = Number(applied.json().idIndividu);
});
afterAll(() => t.close());

interface Call {
  method?: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  caller?: TestUser | null;
}
interface Said {
  status: number;
  code: string;
  /** The field whose message is checked; the top message when absent. */
  field?: string;
  fr: string;
  en: string;
}

/** The call in French and in English: same status and code, each language's words. */
async function saysInBoth(call: Call, said: Said) {
  const caller = call.caller === undefined ? admin : call.caller;
  const ask = (lang: Record<string, string>) =>
    t.app.inject({
      method: call.method ?? 'GET',
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      headers: { ...(caller?.headers ?? {}), ...lang },
    });
  const [fr, en] = [await ask(FR), await ask(EN)];
  for (const [res, text] of [
    [fr, said.fr],
    [en, said.en],
  ] as const) {
    expect(res.statusCode, res.body).toBe(said.status);
    const body = res.json();
    expect(body.code).toBe(said.code);
    expect(said.field ? body.fields?.[said.field] : body.message, res.body).toBe(text);
  }
  expect(en.headers['content-language']).toBe('en');
}

describe('the staff side and the later features answer in the caller’s language, codes unchanged', () => {
  it('team and invitations (§14)', async () => {
    await saysInBoth(
      { method: 'POST', url: '/staff/invite', payload: { email: 'nouveau@example.com', role: 'CHEF' } },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'role',
        fr: 'Le rôle doit être ADMIN, RECRUTEUR ou MEMBRE.',
        en: 'The role must be ADMIN, RECRUTEUR or MEMBRE.',
      },
    );
    await saysInBoth(
      { method: 'POST', url: '/staff/invite', payload: { email: admin.email, role: 'MEMBRE' } },
      {
        status: 409,
        code: 'CONFLICT',
        fr: 'Cette adresse a déjà un compte.',
        en: 'This address already has an account.',
      },
    );
    await saysInBoth(
      { method: 'POST', url: '/poste-vacant/999999/equipe', payload: { membres: [] } },
      { status: 404, code: 'NOT_FOUND', fr: "Cette offre n'existe pas.", en: 'This vacancy does not exist.' },
    );
  });

  it('scorecards (§14)', async () => {
    await saysInBoth(
      {
        method: 'POST',
        url: `/poste-vacant/${vacancyId}/criteres`,
        payload: { criteres: [{ libelle: 'Rigueur' }, { libelle: 'rigueur' }] },
      },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'criteres.1.libelle',
        fr: 'Deux critères ont le même libellé.',
        en: 'Two criteria have the same label.',
      },
    );
    await saysInBoth(
      { method: 'POST', url: `/poste-vacant/${vacancyId}/criteres`, payload: { criteres: [] } },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'criteres',
        fr: 'Une grille compte de 1 à 12 critères.',
        en: 'A scorecard has 1 to 12 criteria.',
      },
    );
    await saysInBoth(
      { url: '/evaluations/nombres?candidatures=1,abc' },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'candidatures',
        fr: 'Identifiant de candidature invalide.',
        en: 'Invalid application identifier.',
      },
    );
  });

  it('screening questions (§16), the pay-history refusal included', async () => {
    const url = `/poste-vacant/${vacancyId}/questions`;
    await saysInBoth(
      { method: 'POST', url, payload: { questions: [{ libelle: 'Votre permis ?', type: 'CHOIX', choix: ['B'] }] } },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'questions.0.choix',
        fr: 'Une question à choix propose au moins deux réponses, toutes différentes.',
        en: 'A multiple-choice question offers at least two answers, all different.',
      },
    );
    await saysInBoth(
      { method: 'POST', url, payload: { questions: [{ libelle: '', type: 'TEXTE' }] } },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'questions.0.libelle',
        fr: 'Le libellé de la question est obligatoire.',
        en: 'The text of the question is required.',
      },
    );
    const pay = await t.app.inject({
      method: 'POST',
      url,
      payload: { questions: [{ libelle: 'Quel est votre salaire actuel ?', type: 'NOMBRE' }] },
      headers: { ...admin.headers, ...EN },
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().fields['questions.0.libelle']).toMatch(/^Question refused: the European directive 2023\/970/);
  });

  it('CV merge (§19)', async () => {
    await saysInBoth(
      { method: 'POST', url: `/individu/${individuId}/fusionner`, payload: { avec: { id: individuId } } },
      {
        status: 400,
        code: 'VALIDATION',
        fr: 'Une personne ne peut pas être fusionnée avec elle-même.',
        en: 'A person cannot be merged with themselves.',
      },
    );
    await saysInBoth(
      { url: '/candidature/list?q=soudure&dans=pdf' },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'dans',
        fr: 'Le champ « dans » doit valoir cv.',
        en: 'The “dans” field must be cv.',
      },
    );
  });

  it('interviews (§15)', async () => {
    await saysInBoth(
      {
        method: 'POST',
        url: `/candidature/${candidatureId}/entretiens`,
        payload: { creneaux: [], lieu: 'Salle 2', participants: [{ id: admin.id }] },
      },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'creneaux',
        fr: 'Proposez au moins un créneau.',
        en: 'Offer at least one slot.',
      },
    );
    await saysInBoth(
      { url: '/entretiens?du=2026-12-10&au=2026-12-01' },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'au',
        fr: 'Les dates doivent être au format AAAA-MM-JJ, la fin après le début.',
        en: 'Dates must be in the YYYY-MM-DD format, the end after the start.',
      },
    );
  });

  it('alerts (§18) and the list filters', async () => {
    await saysInBoth(
      {
        method: 'POST',
        url: '/api/alertes/1/update?token=1.abcdefghijklmnopqrstuvwxyz',
        payload: { actif: 'oui' },
        caller: null,
      },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'actif',
        fr: 'actif doit valoir true ou false.',
        en: 'actif must be true or false.',
      },
    );
    await saysInBoth(
      { url: '/poste-vacant/list?ouvert=peut-etre', caller: null },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'ouvert',
        fr: 'Le filtre « ouvert » doit valoir true ou false.',
        en: 'The “ouvert” filter must be true or false.',
      },
    );
    await saysInBoth(
      { url: '/candidature/list?criteresNonRemplis=1' },
      {
        status: 400,
        code: 'VALIDATION',
        field: 'criteresNonRemplis',
        fr: 'Le filtre doit valoir true ou false.',
        en: 'The filter must be true or false.',
      },
    );
  });
});

describe('staff mails in the staff member’s langue (not interviews: modules/entretien)', () => {
  const lastMail = (to: string, kind: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('message 5 follows the invited account’s langue; a reset follows the staff member’s own', async () => {
    const email = 'invite-en@example.com';
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/staff/invite',
        payload: { email, role: 'RECRUTEUR' },
        headers: admin.headers,
      });
    expect((await invite()).statusCode).toBe(201);
    expect((await lastMail(email, 'invitation')).subject).toBe("Invitation à rejoindre l'équipe de recrutement");
    // The pending account's langue (set in the back office, or by an earlier acceptance) is English.
    await t.db.updateTable('users').set({ langue: 'en' }).where('email', '=', email).execute();
    expect((await invite()).statusCode).toBe(201);
    const english = await lastMail(email, 'invitation');
    expect(english.subject).toBe('Invitation to join the recruitment team');
    expect(english.text_body).toContain('(role: recruiter)');
    expect(english.text_body).toMatch(/\/en\/invitation\?token=/);

    const recruiter = await t.signIn('RECRUTEUR', { email: 'recruteur-en@example.com' });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/me/preferences',
      payload: { langue: 'en' },
      headers: recruiter.headers,
    });
    expect(set.statusCode).toBe(204);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: recruiter.email },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    const reset = await lastMail(recruiter.email, 'reset');
    expect(reset.subject).toBe('Reset your password');
    expect(reset.text_body).toMatch(/\/en\/mot-de-passe\/nouveau\?token=/);
  });
});

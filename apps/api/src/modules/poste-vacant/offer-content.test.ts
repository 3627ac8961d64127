import { rmSync } from 'node:fs';
import { messages, payHistoryMessage, questionMessages } from '@recrutement/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, requestsAs, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import { fakeWebDist } from '../../../test/support/web-dist.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from '../../seed/factories.js';

/** Contract §16: pay range, remote work, screening questions and their answers. */

let t: TestApp;
let root: string;
let admin: TestUser;
let posteId: number;
let sessionId: number;
const { get, post } = requestsAs(
  () => t,
  () => admin,
);

beforeAll(async () => {
  root = fakeWebDist();
  t = await createTestApp({ WEB_DIST: root, PUBLIC_URL: 'https://emplois.example.fr/', ORG_COUNTRY: 'BE' });
  admin = await t.signIn('ADMIN');
  posteId = await makePosteDeTravail(t.db, { nom: 'Développeur' });
  sessionId = await makeSession(t.db, { dateOuverture: '2000-01-01', dateCloture: '2999-12-31' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const vacancy = (values: Record<string, unknown> = {}) => ({
  nom: 'Développeur TypeScript',
  descriptif: '<p>Une mission.</p>',
  poste: { id: posteId },
  session: { id: sessionId },
  typeContrat: { id: 1 },
  salaireMin: 35000,
  salaireMax: 42000,
  salairePeriode: 'AN',
  ...values,
});

async function createVacancy(values: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/poste-vacant/add', vacancy(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function setQuestions(id: number, questions: unknown[]) {
  const res = await post(`/poste-vacant/${id}/questions`, { questions });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; libelle: string; type: string; attendu: unknown }[];
}

describe('pay range and remote work on a vacancy', () => {
  it('requires the range on create and update, with its French messages (400 on those fields)', async () => {
    const { salaireMin: _, salaireMax: __, salairePeriode: ___, ...noPay } = vacancy();
    const created = await post('/poste-vacant/add', noPay);
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({
      salaireMin: messages.salaireMinRequired,
      salaireMax: messages.salaireMaxRequired,
      salairePeriode: messages.salairePeriodeRequired,
    });
    const id = await createVacancy();
    const updated = await post(`/poste-vacant/${id}/update`, noPay);
    expect(updated.statusCode).toBe(400);
    expect(Object.keys(updated.json().fields).sort()).toEqual(['salaireMax', 'salaireMin', 'salairePeriode']);
  });

  it('holds 0 < min ≤ max, whole euros, a known period and remote value', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ salaireMin: 0 }, { salaireMin: messages.salaireInvalid }],
      [{ salaireMin: -5 }, { salaireMin: messages.salaireInvalid }],
      [{ salaireMin: 35000.5 }, { salaireMin: messages.salaireInvalid }],
      [{ salaireMin: '35000' }, { salaireMin: messages.salaireMinRequired }],
      [{ salaireMin: 50000, salaireMax: 42000 }, { salaireMax: messages.salaireMaxBelowMin }],
      [{ salaireMax: 1e12 }, { salaireMax: messages.salaireInvalid }],
      [{ salairePeriode: 'SEMAINE' }, { salairePeriode: messages.salairePeriodeRequired }],
      [{ teletravail: 'PARFOIS' }, { teletravail: messages.teletravailInvalid }],
    ];
    for (const [values, fields] of cases) {
      const res = await post('/poste-vacant/add', vacancy(values));
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().fields, JSON.stringify(values)).toEqual(fields);
    }
    const same = await post(
      '/poste-vacant/add',
      vacancy({ salaireMin: 2000, salaireMax: 2000, salairePeriode: 'MOIS' }),
    );
    expect(same.statusCode).toBe(201);
    expect(same.json()).toMatchObject({
      salaireMin: 2000,
      salaireMax: 2000,
      salairePeriode: 'MOIS',
      teletravail: 'NON',
    });
  });

  it('keeps null on a vacancy from before, which an update must complete', async () => {
    const old = await makePosteVacant(t.db, { posteId, sessionId, nom: 'Ancienne offre' });
    const read = (await get(`/poste-vacant/${old}`)).json();
    expect(read).toMatchObject({ salaireMin: null, salaireMax: null, salairePeriode: null, teletravail: 'NON' });
    expect((await post(`/poste-vacant/${old}/update`, { ...read })).statusCode).toBe(400);
    const done = await post(`/poste-vacant/${old}/update`, {
      ...read,
      salaireMin: 30000,
      salaireMax: 36000,
      salairePeriode: 'AN',
      teletravail: 'PARTIEL',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      salaireMin: 30000,
      salaireMax: 36000,
      salairePeriode: 'AN',
      teletravail: 'PARTIEL',
    });
  });
});

describe('/poste-vacant/list: teletravail and salaireMin (a yearly figure the maximum must reach)', () => {
  let own: TestApp;
  const ids: Record<string, number> = {};
  const names = async (query: string, caller: TestUser | null = null) => {
    const res = await own.app.inject({ method: 'GET', url: `/poste-vacant/list?${query}`, headers: caller?.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { nom: string }[]).map((v) => v.nom).sort();
  };

  beforeAll(async () => {
    own = await createTestApp();
    const p = await makePosteDeTravail(own.db);
    const s = await makeSession(own.db, { dateOuverture: '2000-01-01', dateCloture: '2999-12-31' });
    const make = (nom: string, values: Parameters<typeof makePosteVacant>[1] extends infer V ? Partial<V> : never) =>
      makePosteVacant(own.db, { posteId: p, sessionId: s, nom, ...values });
    ids.an = await make('Annuel', { salaire: { min: 35000, max: 42000, periode: 'AN' }, teletravail: 'PARTIEL' });
    // 3,500 a month: 42,000 a year.
    ids.mois = await make('Mensuel', { salaire: { min: 3000, max: 3500, periode: 'MOIS' }, teletravail: 'TOTAL' });
    // 14 an hour: 22,498 a year.
    ids.heure = await make('Horaire', { salaire: { min: 12, max: 14, periode: 'HEURE' } });
    ids.sans = await make('Sans salaire', {});
  });
  afterAll(() => own.close());

  it('compares the maximum as a yearly figure (MOIS × 12, HEURE × 1,607); no range never matches', async () => {
    expect(await names('salaireMin=42000')).toEqual(['Annuel', 'Mensuel']);
    expect(await names('salaireMin=42001')).toEqual([]);
    expect(await names('salaireMin=22498')).toEqual(['Annuel', 'Horaire', 'Mensuel']);
    expect(await names('salaireMin=22499')).toEqual(['Annuel', 'Mensuel']);
    expect(await names('salaireMin=0')).toEqual(['Annuel', 'Horaire', 'Mensuel']);
    expect(await names('')).toEqual(['Annuel', 'Horaire', 'Mensuel', 'Sans salaire']);
  });

  it('filters remote work, alone or with the pay', async () => {
    expect(await names('teletravail=TOTAL')).toEqual(['Mensuel']);
    expect(await names('teletravail=NON')).toEqual(['Horaire', 'Sans salaire']);
    expect(await names('teletravail=PARTIEL&salaireMin=40000')).toEqual(['Annuel']);
    const bad = await own.app.inject({ method: 'GET', url: '/poste-vacant/list?teletravail=OUI&salaireMin=-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      teletravail: messages.teletravailInvalid,
      salaireMin: messages.salaireFilterInvalid,
    });
  });

  it('shows the range on the public list, and a change of it at once (cache of public reads)', async () => {
    const before = (await own.app.inject({ method: 'GET', url: '/poste-vacant/list' })).json() as Record<
      string,
      unknown
    >[];
    expect(before.find((v) => v.id === ids.mois)).toMatchObject({
      salaireMin: 3000,
      salaireMax: 3500,
      salairePeriode: 'MOIS',
      teletravail: 'TOTAL',
    });
    const boss = await own.signIn('ADMIN');
    const current = (
      await own.app.inject({ method: 'GET', url: `/poste-vacant/${ids.mois}`, headers: boss.headers })
    ).json();
    const res = await own.app.inject({
      method: 'POST',
      url: `/poste-vacant/${ids.mois}/update`,
      headers: boss.headers,
      payload: { ...current, salaireMax: 3400 },
    });
    expect(res.statusCode).toBe(200);
    expect(await names('salaireMin=42000')).toEqual(['Annuel']);
    expect(await names('salaireMin=40800')).toEqual(['Annuel', 'Mensuel']);
  });

  it('raises the public data version on a write to the questions, whoever writes', async () => {
    const version = async () =>
      Number(
        (await own.db.selectFrom('public_data_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
          .version,
      );
    const before = await version();
    await own.db
      .insertInto('question_poste_vacant')
      .values({
        poste_vacant_id: ids.an as number,
        ordre: 0,
        libelle: 'Permis B ?',
        type: 'OUI_NON',
        choix: '[]',
        obligatoire: 0,
      })
      .execute();
    expect(await version()).toBeGreaterThan(before);
    const questions = await own.app.inject({ method: 'GET', url: `/poste-vacant/${ids.an}/questions` });
    expect(questions.json()).toEqual([expect.objectContaining({ libelle: 'Permis B ?' })]);
  });
});

describe('JobPosting JSON-LD of the offer page', () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const jsonLd = (html: string) => {
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    return JSON.parse(match?.[1] ?? 'null');
  };
  const UNIT = { AN: 'YEAR', MOIS: 'MONTH', HEURE: 'HOUR' } as const;

  it('carries baseSalary for every period, and TELECOMMUTE only for full remote work', async () => {
    for (const periode of ['AN', 'MOIS', 'HEURE'] as const) {
      for (const teletravail of ['NON', 'PARTIEL', 'TOTAL'] as const) {
        const id = await createVacancy({
          nom: `Offre ${periode} ${teletravail}`,
          salaireMin: 12,
          salaireMax: 15,
          salairePeriode: periode,
          teletravail,
        });
        const res = await page(`/offre/dtail/${id}`);
        expect(res.statusCode).toBe(200);
        const posting = jsonLd(res.body);
        expect(posting.baseSalary).toEqual({
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', minValue: 12, maxValue: 15, unitText: UNIT[periode] },
        });
        if (teletravail === 'TOTAL') {
          expect(posting.jobLocationType).toBe('TELECOMMUTE');
          expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'BE' });
        } else {
          expect(posting).not.toHaveProperty('jobLocationType');
          expect(posting).not.toHaveProperty('applicantLocationRequirements');
        }
      }
    }
  });

  it('has no baseSalary for a vacancy from before the rule', async () => {
    const old = await makePosteVacant(t.db, { posteId, sessionId, nom: 'Sans fourchette' });
    const posting = jsonLd((await page(`/offre/dtail/${old}`)).body);
    expect(posting['@type']).toBe('JobPosting');
    expect(posting).not.toHaveProperty('baseSalary');
  });
});

describe('screening questions', () => {
  it('replaces the list in order, keeps the ids sent back, and hides attendu from the public', async () => {
    const id = await createVacancy({ nom: 'Questions' });
    const first = await setQuestions(id, [
      { libelle: 'Avez-vous le permis B ?', type: 'OUI_NON', obligatoire: true, attendu: true },
      { libelle: 'Disponible à partir de quand ?', type: 'TEXTE' },
    ]);
    expect(first.map((q) => q.libelle)).toEqual(['Avez-vous le permis B ?', 'Disponible à partir de quand ?']);
    expect(first[0]).toEqual({
      id: expect.any(Number),
      libelle: 'Avez-vous le permis B ?',
      type: 'OUI_NON',
      choix: [],
      obligatoire: true,
      attendu: true,
    });
    const second = await setQuestions(id, [
      { libelle: 'Niveau d’anglais ?', type: 'CHOIX', choix: ['A2', 'B2', 'C1'], attendu: ['B2', 'C1'] },
      { ...first[0], libelle: 'Permis B ?' },
    ]);
    expect(second.map((q) => q.libelle)).toEqual(['Niveau d’anglais ?', 'Permis B ?']);
    expect(second[1]?.id).toBe(first[0]?.id);
    const publicList = await get(`/poste-vacant/${id}/questions`, null);
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json()).toEqual([
      {
        id: second[0]?.id,
        libelle: 'Niveau d’anglais ?',
        type: 'CHOIX',
        choix: ['A2', 'B2', 'C1'],
        obligatoire: false,
      },
      { id: second[1]?.id, libelle: 'Permis B ?', type: 'OUI_NON', choix: [], obligatoire: true },
    ]);
    expect((await get(`/poste-vacant/${id}/questions`)).json()[0].attendu).toEqual(['B2', 'C1']);
  });

  it('answers 404 to the public for a vacancy that is not open, and for an unknown one', async () => {
    const closed = await makeSession(t.db, { dateOuverture: '2000-01-01', dateCloture: '2000-01-02' });
    const id = await createVacancy({ session: { id: closed } });
    expect((await get(`/poste-vacant/${id}/questions`, null)).statusCode).toBe(404);
    expect((await get(`/poste-vacant/${id}/questions`)).statusCode).toBe(200);
    expect((await get('/poste-vacant/999999/questions')).statusCode).toBe(404);
    expect((await post('/poste-vacant/999999/questions', { questions: [] })).statusCode).toBe(404);
  });

  it('refuses malformed questions, each with its French message', async () => {
    const id = await createVacancy();
    const res = await post(`/poste-vacant/${id}/questions`, {
      questions: [
        { libelle: '', type: 'TEXTE' },
        { libelle: 'Quel niveau ?', type: 'CHOIX', choix: ['A'] },
        { libelle: 'Permis ?', type: 'OUI_NON', attendu: ['oui'] },
        { libelle: 'Langue ?', type: 'CHOIX', choix: ['fr', 'en'], attendu: ['de'] },
        { libelle: 'Âge ?', type: 'NOMBRE', attendu: true },
        { libelle: 'Quoi ?', type: 'DATE' },
        { libelle: 'Texte', type: 'TEXTE', choix: ['a', 'b'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'questions.0.libelle': questionMessages.libelleRequired,
      'questions.1.choix': questionMessages.choixRequired,
      'questions.2.attendu': questionMessages.attenduOuiNon,
      'questions.3.attendu': questionMessages.attenduChoix,
      'questions.4.attendu': questionMessages.attenduUnexpected,
      'questions.5.type': questionMessages.typeInvalid,
      'questions.6.choix': questionMessages.choixUnexpected,
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ libelle: `Question ${i}`, type: 'TEXTE' }));
    const tooMany = await post(`/poste-vacant/${id}/questions`, { questions: many });
    expect(tooMany.json().fields).toEqual({ questions: questionMessages.questionsTooMany });
  });

  it('refuses a question about current or past pay, in French and English wordings, naming the rule', async () => {
    const id = await createVacancy();
    const refused = [
      'Quel est votre salaire actuel ?',
      'Quel est votre salaire brut annuel actuel ?',
      'Quelle était votre rémunération dans votre précédent emploi ?',
      'Votre dernier salaire',
      'Vos prétentions passées',
      'Combien gagnez-vous aujourd’hui ?',
      'Merci de joindre votre dernière fiche de paie',
      'Rémunération précédente (fixe + variable)',
      'SALAIRE ACTUEL',
      'What is your current salary?',
      'What was your previous salary?',
      'Salary history',
      'Pay history',
      'How much do you currently earn?',
      'Please state your last annual compensation',
      'Current base pay',
    ];
    for (const libelle of refused) {
      const res = await post(`/poste-vacant/${id}/questions`, { questions: [{ libelle, type: 'TEXTE' }] });
      expect(res.statusCode, libelle).toBe(400);
      expect(res.json().fields, libelle).toEqual({ 'questions.0.libelle': payHistoryMessage });
    }
    expect(payHistoryMessage).toContain('2023/970');
    const allowed = [
      'Quelles sont vos prétentions salariales ?',
      'Quel salaire souhaitez-vous ?',
      'Avez-vous le permis B ?',
      'Disponible à partir de quand ?',
      'What are your salary expectations?',
      'Describe your current network skills',
      'Quel logiciel de traitement de texte utilisez-vous actuellement ?',
    ];
    const res = await post(`/poste-vacant/${id}/questions`, {
      questions: allowed.map((libelle) => ({ libelle, type: 'TEXTE' })),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('answers with an application', () => {
  let id: number;
  let q: { permis: number; anglais: number; dispo: number; annees: number };

  beforeAll(async () => {
    id = await createVacancy({ nom: 'Livreur' });
    const questions = await setQuestions(id, [
      { libelle: 'Avez-vous le permis B ?', type: 'OUI_NON', obligatoire: true, attendu: true },
      {
        libelle: 'Niveau d’anglais',
        type: 'CHOIX',
        choix: ['A2', 'B2', 'C1'],
        obligatoire: true,
        attendu: ['B2', 'C1'],
      },
      { libelle: 'Disponible à partir de quand ?', type: 'TEXTE' },
      { libelle: 'Années d’expérience', type: 'NOMBRE' },
    ]);
    const [permis, anglais, dispo, annees] = questions.map((x) => x.id) as [number, number, number, number];
    q = { permis, anglais, dispo, annees };
  });

  const answers = (values: Record<number, unknown>) =>
    JSON.stringify(
      Object.entries(values).map(([questionId, valeur]) => ({ question: { id: Number(questionId) }, valeur })),
    );

  it('lists missing required answers and wrong types in fields with the form’s other errors; records nothing', async () => {
    const before = await t.db.selectFrom('candidature').select('id').execute();
    const res = await postForm(
      t,
      applyForm(
        id,
        { email: 'pas-une-adresse', nom: '' },
        { reponses: answers({ [q.anglais]: 'B1', [q.annees]: 'dix', [q.dispo]: 42 }) },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: messages.emailInvalid,
      nom: messages.nomRequired,
      [`reponses.${q.permis}`]: questionMessages.reponseRequired,
      [`reponses.${q.anglais}`]: questionMessages.reponseChoix,
      [`reponses.${q.dispo}`]: questionMessages.reponseTexte,
      [`reponses.${q.annees}`]: questionMessages.reponseNombre,
    });
    const bool = await postForm(t, applyForm(id, {}, { reponses: answers({ [q.permis]: 'oui', [q.anglais]: 'C1' }) }));
    expect(bool.json().fields).toEqual({ [`reponses.${q.permis}`]: questionMessages.reponseOuiNon });
    const long = await postForm(
      t,
      applyForm(id, {}, { reponses: answers({ [q.permis]: true, [q.anglais]: 'C1', [q.dispo]: 'x'.repeat(2001) }) }),
    );
    expect(long.json().fields).toEqual({ [`reponses.${q.dispo}`]: questionMessages.reponseTexte });
    const unreadable = await postForm(t, applyForm(id, {}, { reponses: '{pas du json' }));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().fields).toEqual({ reponses: questionMessages.reponsesInvalid });
    expect(await t.db.selectFrom('candidature').select('id').execute()).toHaveLength(before.length);
  });

  let flagged: number;
  let clean: number;
  let candidate: TestUser;

  it('records the answers; an unmet requirement only flags the application', async () => {
    candidate = await t.signIn('CANDIDAT');
    const unmet = await postForm(
      t,
      applyForm(
        id,
        { email: candidate.email },
        {
          reponses: answers({ [q.permis]: false, [q.anglais]: 'A2', [q.dispo]: ' Tout de suite ', [q.annees]: 3.5 }),
        },
      ),
    );
    expect(unmet.statusCode, unmet.body).toBe(201);
    flagged = unmet.json().idCandidature;
    const met = await postForm(
      t,
      applyForm(id, { email: 'met@example.com' }, { reponses: answers({ [q.permis]: true, [q.anglais]: 'C1' }) }),
    );
    expect(met.statusCode, met.body).toBe(201);
    clean = met.json().idCandidature;

    expect((await get(`/candidature/list/${flagged}`)).json().criteresNonRemplis).toBe(true);
    expect((await get(`/candidature/list/${clean}`)).json().criteresNonRemplis).toBe(false);
    const reponses = await get(`/candidature/${flagged}/reponses`);
    expect(reponses.statusCode).toBe(200);
    expect(reponses.json()).toEqual([
      { question: { id: q.permis, libelle: 'Avez-vous le permis B ?', type: 'OUI_NON' }, valeur: false },
      { question: { id: q.anglais, libelle: 'Niveau d’anglais', type: 'CHOIX' }, valeur: 'A2' },
      { question: { id: q.dispo, libelle: 'Disponible à partir de quand ?', type: 'TEXTE' }, valeur: 'Tout de suite' },
      { question: { id: q.annees, libelle: 'Années d’expérience', type: 'NOMBRE' }, valeur: 3.5 },
    ]);
  });

  it('filters the list on the flag (criteresNonRemplis=true|false)', async () => {
    const flaggedIds = (await get(`/candidature/list?posteVacant=${id}&criteresNonRemplis=true`))
      .json()
      .map((c: { id: number }) => c.id);
    expect(flaggedIds).toEqual([flagged]);
    const others = (await get(`/candidature/list?posteVacant=${id}&criteresNonRemplis=false`))
      .json()
      .map((c: { id: number }) => c.id);
    expect(others).toEqual([clean]);
    const paged = await get(`/candidature/list?criteresNonRemplis=true&page=1&size=10`);
    expect(paged.headers['x-total-count']).toBe('1');
    expect((await get('/candidature/list?criteresNonRemplis=oui')).statusCode).toBe(400);
  });

  it('shows the answers to the candidate for their own application, to no one else', async () => {
    expect((await get(`/candidature/${flagged}/reponses`, candidate)).statusCode).toBe(200);
    const other = await t.signIn('CANDIDAT');
    expect((await get(`/candidature/${flagged}/reponses`, other)).statusCode).toBe(403);
    expect((await get(`/candidature/${flagged}/reponses`, null)).statusCode).toBe(401);
    expect((await get('/candidature/999999/reponses')).statusCode).toBe(404);
  });

  it('keeps given answers when the questions are replaced', async () => {
    const other = await createVacancy({ nom: 'Remplacées' });
    const [question] = await setQuestions(other, [{ libelle: 'Permis C ?', type: 'OUI_NON', obligatoire: true }]);
    const res = await postForm(
      t,
      applyForm(other, { email: 'keep@example.com' }, { reponses: answers({ [question?.id as number]: true }) }),
    );
    expect(res.statusCode).toBe(201);
    await setQuestions(other, [{ libelle: 'Autre chose ?', type: 'TEXTE' }]);
    expect((await get(`/candidature/${res.json().idCandidature}/reponses`)).json()).toEqual([
      { question: { id: question?.id, libelle: 'Permis C ?', type: 'OUI_NON' }, valeur: true },
    ]);
  });

  it('puts the answers in the CSV: a column per current question for one vacancy, else one column', async () => {
    const byVacancy = await get(`/candidature/export.csv?posteVacant=${id}&tri=date`);
    const rows = parse(byVacancy.body, { bom: true, delimiter: ';' }) as string[][];
    const header = rows[0] ?? [];
    expect(header.slice(-6)).toEqual([
      'Critères non remplis',
      'Provenance',
      'Avez-vous le permis B ?',
      'Niveau d’anglais',
      'Disponible à partir de quand ?',
      'Années d’expérience',
    ]);
    const line = rows.find((r) => Number(r[0]) === flagged);
    expect(line?.slice(-6)).toEqual(['Oui', 'SITE', 'Non', 'A2', 'Tout de suite', '3,5']);
    const cleanLine = rows.find((r) => Number(r[0]) === clean);
    expect(cleanLine?.slice(-6)).toEqual(['Non', 'SITE', 'Oui', 'C1', '', '']);

    const all = parse((await get('/candidature/export.csv')).body, { bom: true, delimiter: ';' }) as string[][];
    expect(all[0]?.at(-1)).toBe('Réponses');
    expect(all.find((r) => Number(r[0]) === flagged)?.at(-1)).toBe(
      'Avez-vous le permis B ? : Non | Niveau d’anglais : A2 | Disponible à partir de quand ? : Tout de suite | Années d’expérience : 3,5',
    );
  });

  it('puts the answers and the flag in the candidate’s export, and erases them with the application', async () => {
    const zip = await t.app.inject({ url: '/api/me/export', headers: candidate.headers });
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(String((await unzip(zip.rawPayload)).get('donnees.json')));
    const application = data.candidatures.find((c: { id: number }) => c.id === flagged);
    expect(application.criteresNonRemplis).toBe(true);
    expect(application.reponses).toEqual([
      { question: { id: q.permis, libelle: 'Avez-vous le permis B ?', type: 'OUI_NON' }, valeur: false },
      { question: { id: q.anglais, libelle: 'Niveau d’anglais', type: 'CHOIX' }, valeur: 'A2' },
      { question: { id: q.dispo, libelle: 'Disponible à partir de quand ?', type: 'TEXTE' }, valeur: 'Tout de suite' },
      { question: { id: q.annees, libelle: 'Années d’expérience', type: 'NOMBRE' }, valeur: 3.5 },
    ]);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: candidate.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode).toBe(204);
    const left = await t.db
      .selectFrom('reponse_candidature')
      .select('id')
      .where('candidature_id', '=', flagged)
      .execute();
    expect(left).toEqual([]);
  });
});

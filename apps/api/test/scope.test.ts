import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * Contract §14, scope: a MEMBRE sees only the applications to its teams' vacancies, in every read
 * the back office makes. Two applications: `inside` (to the MEMBRE's vacancy) and `outside` (to
 * another vacancy). Each staff read below is made by the MEMBRE and must show `inside` and hide
 * `outside` (404 for a read of one object); the same reads by a RECRUTEUR see both, so that each
 * check could fail.
 */
let t: TestApp;
let admin: TestUser;
let membre: TestUser;
let recruteur: TestUser;
const f = {} as {
  vacancies: { inside: { id: number; nom: string }; outside: { id: number; nom: string } };
  inside: { id: number; individu: number; email: string; nom: string; file: string; document: number };
  outside: { id: number; individu: number; email: string; nom: string; file: string; document: number };
};

async function apply(vacancyId: number, nom: string) {
  const email = `${nom.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
  const { payload, headers } = await multipart(applyForm(vacancyId, { email, nom }));
  const res = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
  expect(res.statusCode).toBe(201);
  const id = res.json().idCandidature as number;
  const document = await t.db
    .selectFrom('document_candidature')
    .select(['id', 'nom_fichier'])
    .where('candidature_id', '=', id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id, individu: Number(res.json().idIndividu), email, nom, file: document.nom_fichier, document: document.id };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  membre = await t.signIn('MEMBRE');
  recruteur = await t.signIn('RECRUTEUR');
  const inside = await makeOpenVacancy(t.db, { nom: 'Offre de son équipe' });
  const outside = await makeOpenVacancy(t.db, { nom: 'Offre hors équipe' });
  f.vacancies = {
    inside: { id: inside.id, nom: 'Offre de son équipe' },
    outside: { id: outside.id, nom: 'Offre hors équipe' },
  };
  f.inside = await apply(inside.id, 'Dedans');
  f.outside = await apply(outside.id, 'Dehors');
  const team = await t.app.inject({
    method: 'POST',
    url: `/poste-vacant/${inside.id}/equipe`,
    headers: admin.headers,
    payload: { membres: [{ id: membre.id }] },
  });
  expect(team.statusCode).toBe(200);
  for (const vacancy of [inside.id, outside.id]) {
    await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${vacancy}/criteres`,
      headers: admin.headers,
      payload: { criteres: [{ libelle: 'Technique' }] },
    });
  }
  for (const c of [f.inside, f.outside]) {
    await t.app.inject({
      method: 'POST',
      url: `/candidature/${c.id}/notes`,
      headers: admin.headers,
      payload: { texte: 'Note' },
    });
  }
});
afterAll(() => t.close());

const get = (url: string, who: TestUser) => t.app.inject({ url, headers: who.headers });

/** The ids of applications (or what names them) that an answer's body shows. */
type Shows = (body: unknown, res: { headers: Record<string, unknown> }) => { inside: boolean; outside: boolean };
const ids = (list: { id: number }[]) => new Set(list.map((c) => c.id));
const candidatures: Shows = (body) => {
  const seen = ids(body as { id: number }[]);
  return { inside: seen.has(f.inside.id), outside: seen.has(f.outside.id) };
};
const total = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);

/** Reads of a list: each must show `inside` and not `outside` to the MEMBRE. */
const LISTS: [string, () => string, Shows][] = [
  ['applications list', () => '/candidature/list', candidatures],
  [
    'applications list, one page: X-Total-Count',
    () => '/candidature/list?page=1&size=50',
    (body, res) => ({ inside: candidatures(body, res).inside, outside: total(res) === 2 }),
  ],
  ['board column (status filter)', () => '/candidature/list?etat=1&page=1&size=20', candidatures],
  ['list sorted by name', () => '/candidature/list?tri=nom', candidatures],
  [
    'search by name',
    () => `/candidature/list?q=${f.outside.nom}&page=1&size=20`,
    (body, res) => ({ inside: true, outside: candidatures(body, res).outside || total(res) > 0 }),
  ],
  [
    'filter by the other vacancy',
    () => `/candidature/list?posteVacant=${f.vacancies.outside.id}`,
    (body, res) => ({ inside: true, outside: candidatures(body, res).outside }),
  ],
  [
    'by vacancy name',
    () => `/candidature/poste-vacant/${encodeURIComponent(f.vacancies.outside.nom)}`,
    (body, res) => ({ inside: true, outside: candidatures(body, res).outside }),
  ],
  [
    "an individu's applications",
    () => `/candidature/byid/${f.outside.individu}`,
    (body, res) => ({ inside: true, outside: candidatures(body, res).outside }),
  ],
  [
    'vacancy names with counts',
    () => '/candidature/noms-postes',
    (body) => {
      const noms = (body as { nom: string }[]).map((n) => n.nom);
      return { inside: noms.includes(f.vacancies.inside.nom), outside: noms.includes(f.vacancies.outside.nom) };
    },
  ],
  [
    'documents list',
    () => '/document-candidature/list?page=1&size=50',
    (body, res) => {
      const seen = (body as { candidature: { id: number } }[]).map((d) => d.candidature.id);
      return { inside: seen.includes(f.inside.id), outside: seen.includes(f.outside.id) || total(res) !== 2 };
    },
  ],
  [
    'documents by application',
    () => '/document-candidature/by-candidature',
    (body) => {
      const seen = (body as { candidature: { id: number } }[]).map((d) => d.candidature.id);
      return { inside: seen.includes(f.inside.id), outside: seen.includes(f.outside.id) };
    },
  ],
  [
    'dashboard',
    () => '/stats/dashboard',
    (body) => {
      const stats = body as { parEtat: { n: number }[]; parOffre: { id: number }[]; parSemaine: { n: number }[] };
      const sum = (rows: { n: number }[]) => rows.reduce((s, r) => s + r.n, 0);
      return {
        inside: stats.parOffre.some((o) => o.id === f.vacancies.inside.id),
        outside:
          stats.parOffre.some((o) => o.id === f.vacancies.outside.id) ||
          sum(stats.parEtat) !== 1 ||
          sum(stats.parSemaine) !== 1,
      };
    },
  ],
  [
    'individus',
    () => '/individu/get',
    (body) => {
      const seen = ids(body as { id: number }[]);
      return { inside: seen.has(f.inside.individu), outside: seen.has(f.outside.individu) };
    },
  ],
  [
    'evaluation counts for the board',
    () => `/evaluations/nombres?candidatures=${f.inside.id},${f.outside.id}`,
    (body) => {
      const seen = (body as { candidature: number }[]).map((r) => r.candidature);
      // Nobody evaluated yet: both are absent; the count call is checked again after evaluations.
      return { inside: true, outside: seen.includes(f.outside.id) };
    },
  ],
  [
    'vacancies (staff list)',
    () => '/poste-vacant/list',
    (body) => {
      const seen = ids(body as { id: number }[]);
      return { inside: seen.has(f.vacancies.inside.id), outside: seen.has(f.vacancies.outside.id) };
    },
  ],
];

/** Reads of one object: 404 for the MEMBRE on `outside`, 200 on `inside`. */
const ONE: [string, (c: typeof f.inside, vacancy: { id: number }) => string][] = [
  ['sheet', (c) => `/candidature/list/${c.id}`],
  ['history', (c) => `/candidature/${c.id}/historique`],
  ['notes', (c) => `/candidature/${c.id}/notes`],
  ['evaluations', (c) => `/candidature/${c.id}/evaluations`],
  ['documents of an application', (c) => `/document-candidature/by-candidature/${c.id}`],
  ['document', (c) => `/document-candidature/document/${c.document}`],
  ['download', (c) => `/document-candidature/download/${c.file}`],
  ['download (toto)', (c) => `/document-candidature/toto/${c.file}`],
  ['download (mimi)', (c) => `/test/toto/mimi/${c.file}`],
  ['individu', (c) => `/individu/get/individu/${c.individu}`],
  ['individu by e-mail', (c) => `/individu/nom/email/${c.email}`],
  ['criteria of the vacancy', (_c, v) => `/poste-vacant/${v.id}/criteres`],
];

describe('scope of a MEMBRE (§14)', () => {
  it('every list hides the application out of scope and shows the one in scope', async () => {
    const wrong: string[] = [];
    for (const [name, url, shows] of LISTS) {
      const asMembre = await get(url(), membre);
      const asRecruteur = await get(url(), recruteur);
      if (asMembre.statusCode !== 200) wrong.push(`${name}: ${asMembre.statusCode}`);
      const m = shows(asMembre.json(), asMembre);
      if (!m.inside) wrong.push(`${name}: the MEMBRE does not see its own team's application`);
      if (m.outside) wrong.push(`${name}: the MEMBRE sees the application out of scope`);
      // The check itself can fail: a RECRUTEUR (whole scope) sees the other one.
      const r = shows(asRecruteur.json(), asRecruteur);
      if (!r.outside && name !== 'evaluation counts for the board') {
        wrong.push(`${name}: the RECRUTEUR does not see the other application (the check proves nothing)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every read of one object answers 404 out of scope, 200 in scope, 200 for a RECRUTEUR', async () => {
    const wrong: string[] = [];
    for (const [name, url] of ONE) {
      const outside = await get(url(f.outside, f.vacancies.outside), membre);
      if (outside.statusCode !== 404 || outside.json().code !== 'NOT_FOUND') {
        wrong.push(`${name} out of scope: ${outside.statusCode}`);
      }
      const inside = await get(url(f.inside, f.vacancies.inside), membre);
      if (inside.statusCode !== 200) wrong.push(`${name} in scope: ${inside.statusCode}`);
      const whole = await get(url(f.outside, f.vacancies.outside), recruteur);
      if (whole.statusCode !== 200) wrong.push(`${name} as RECRUTEUR: ${whole.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('out of scope is 404 before the role: a write the MEMBRE may not make', async () => {
    const writes: [string, string, object][] = [
      ['POST', `/candidature/${f.outside.id}/update`, { etatCandidature: { id: 3 } }],
      ['POST', '/candidature/etat', { ids: [f.inside.id, f.outside.id], etatCandidature: { id: 3 } }],
      ['POST', `/poste-vacant/${f.vacancies.outside.id}/equipe`, { membres: [] }],
      ['POST', `/poste-vacant/${f.vacancies.outside.id}/criteres`, { criteres: [{ libelle: 'X' }] }],
      ['GET', `/poste-vacant/${f.vacancies.outside.id}/equipe`, {}],
    ];
    for (const [method, url, payload] of writes) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: membre.headers,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    // In scope, the same calls are forbidden (403), even with a body that would not validate.
    const inScope = await t.app.inject({
      method: 'POST',
      url: `/candidature/${f.inside.id}/update`,
      headers: membre.headers,
      payload: { etatCandidature: 'pas un objet' },
    });
    expect(inScope.statusCode).toBe(403);
    // Nothing changed (the RECRUTEUR's sheet read above moved it to « consultée », 2; never to 3).
    const row = await t.db
      .selectFrom('candidature')
      .select('etat_candidature_id')
      .where('id', '=', f.outside.id)
      .executeTakeFirstOrThrow();
    expect(row.etat_candidature_id).not.toBe(3);
  });

  it('joining a team brings its applications into scope at once; leaving takes them out', async () => {
    const put = (membres: { id: number }[]) =>
      t.app.inject({
        method: 'POST',
        url: `/poste-vacant/${f.vacancies.outside.id}/equipe`,
        headers: admin.headers,
        payload: { membres },
      });
    await put([{ id: membre.id }]);
    expect((await get(`/candidature/list/${f.outside.id}`, membre)).statusCode).toBe(200);
    await put([]);
    expect((await get(`/candidature/list/${f.outside.id}`, membre)).statusCode).toBe(404);
  });
});

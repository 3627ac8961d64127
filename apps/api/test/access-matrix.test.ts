import { randomUUID } from 'node:crypto';
import { CLAIM_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeIndividu,
  makeOpenVacancy,
  makePosteDeTravail,
  makePosteVacant,
  makeSession,
} from '../src/db/seed/factories.js';
import { toKey } from '../src/lib/keys.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from './helpers.js';

/**
 * Contract §3–§4, endpoint by endpoint: who gets what. Five callers: anonymous, the browser that
 * just applied (holding the claim on applicant P), candidate A (owner of the data asked for),
 * candidate B (someone else) and an admin. Every operation of the OpenAPI document must have a row.
 */
const CALLERS = ['anon', 'claim', 'a', 'b', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

const everyone = (status = 200): Expected => ({ anon: status, claim: status, a: status, b: status, admin: status });
const adminOnly = (status = 200): Expected => ({ anon: 401, claim: 401, a: 403, b: 403, admin: status });
/** "self": A reads A's data; B is refused; the claim holder is not signed in. */
const selfOfA = (status = 200): Expected => ({ anon: 401, claim: 401, a: status, b: 403, admin: status });

type Body = Record<string, unknown> | { multipart: Record<string, unknown> };
interface Row {
  /** The operation as the OpenAPI document names it. */
  op: string;
  url: string | ((c: Caller) => string);
  body?: (c: Caller) => Body;
  /** Headers of this row instead of the caller's usual ones (logout revokes what it is given). */
  headers?: (c: Caller) => Record<string, string>;
  expect: Expected;
}

let t: TestApp;
const users = {} as Record<'a' | 'b' | 'admin', TestUser>;
const f = {} as {
  vacancy: { id: number; nom: string };
  candidatureA: number;
  documentA: { id: number; nomFichier: string };
  applicantP: number;
  claimCookie: string;
  freshIndividu: Record<Caller, number>;
  cvId: number;
  etatId: number;
  nomDocument: { id: number; deletable: number };
  poste: { id: number; nom: string; deletable: number };
  session: { id: number; reference: string; deletable: number };
  posteVacant: { deletable: number };
  /** A note by the admin on A's application, that the admin's row deletes. */
  note: number;
  erasable: Record<Caller, number>;
};

const apply = async (email: string) => {
  const { payload, headers } = await multipart(applyForm(f.vacancy.id, { email }));
  return t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
};

beforeAll(async () => {
  t = await createTestApp();
  users.a = await t.signIn('CANDIDAT');
  users.b = await t.signIn('CANDIDAT');
  users.admin = await t.signIn('ADMIN');
  const vacancy = await makeOpenVacancy(t.db, { nom: 'Développeur Kotlin' });
  f.vacancy = { id: vacancy.id, nom: 'Développeur Kotlin' };

  // A applies under A's e-mail (the application joins A's individu); P applies without an account.
  const byA = await apply(users.a.email);
  expect(byA.statusCode).toBe(201);
  f.candidatureA = byA.json().idCandidature;
  const document = await t.db
    .selectFrom('document_candidature')
    .select(['id', 'nom_fichier'])
    .where('candidature_id', '=', f.candidatureA)
    .executeTakeFirstOrThrow();
  f.documentA = { id: document.id, nomFichier: document.nom_fichier };
  const byP = await apply(`p-${randomUUID()}@example.com`);
  f.applicantP = Number(byP.json().idIndividu);
  const claim = byP.cookies.find((c) => c.name === CLAIM_COOKIE);
  f.claimCookie = `${CLAIM_COOKIE}=${encodeURIComponent(claim?.value ?? '')}`;

  f.freshIndividu = {} as Record<Caller, number>;
  f.erasable = {} as Record<Caller, number>;
  for (const c of CALLERS) {
    f.freshIndividu[c] = await makeIndividu(t.db);
    f.erasable[c] = await makeIndividu(t.db);
  }
  const cv = await t.db.selectFrom('nom_document').select('id').where('nom', '=', 'CV').executeTakeFirstOrThrow();
  const acceptee = await t.db
    .selectFrom('etat_candidature')
    .select('id')
    .where('etat', '=', 'Acceptée')
    .executeTakeFirstOrThrow();
  f.cvId = cv.id;
  f.etatId = acceptee.id;
  const nomDocument = async (nom: string) =>
    (
      await t.db
        .insertInto('nom_document')
        .values({ nom, nom_key: toKey(nom) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  f.nomDocument = { id: await nomDocument('Attestation'), deletable: await nomDocument('À supprimer') };
  f.poste = {
    id: await makePosteDeTravail(t.db, { reference: 'MATRIX-1', nom: 'Poste matrice' }),
    nom: 'Poste matrice',
    deletable: await makePosteDeTravail(t.db, { reference: 'MATRIX-DEL' }),
  };
  f.session = {
    id: await makeSession(t.db, { reference: 'SESSION-MATRIX' }),
    reference: 'SESSION-MATRIX',
    deletable: await makeSession(t.db, { reference: 'SESSION-DEL' }),
  };
  f.posteVacant = {
    deletable: await makePosteVacant(t.db, { posteId: f.poste.id, sessionId: f.session.id, nom: 'À supprimer' }),
  };
  const note = await t.app.inject({
    method: 'POST',
    url: `/candidature/${f.candidatureA}/notes`,
    headers: users.admin.headers,
    payload: { texte: 'Note de la matrice' },
  });
  f.note = note.json().id;
});
afterAll(() => t.close());

function headersOf(c: Caller): Record<string, string> {
  if (c === 'anon') return {};
  // The claim rides on a cookie: its writes must come from our own origin.
  if (c === 'claim') return { cookie: f.claimCookie, origin: 'http://localhost:80' };
  return users[c].headers;
}

async function call(row: Row, c: Caller) {
  const method = row.op.split(' ')[0] as 'GET' | 'POST' | 'DELETE';
  const url = typeof row.url === 'function' ? row.url(c) : row.url;
  const body = row.body?.(c);
  const headers = row.headers?.(c) ?? headersOf(c);
  if (body && 'multipart' in body) {
    const form = await multipart(body.multipart as Parameters<typeof multipart>[0]);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
  }
  return t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
}

function secondSession(c: 'a' | 'b' | 'admin'): Record<string, string> {
  const user = users[c];
  const token = t.app.sessions.sign({
    id: user.id,
    role: c === 'admin' ? 'ADMIN' : 'CANDIDAT',
    individuId: user.individuId,
  });
  return { authorization: `Bearer ${token}` };
}

const unique = (c: Caller) => `${c}-${randomUUID().slice(0, 8)}`;
const applyBody = (c: Caller): Body => ({ multipart: applyForm(f.vacancy.id, { email: `${unique(c)}@example.com` }) });
const posteVacantBody = (c: Caller) => ({
  nom: `Offre ${unique(c)}`,
  descriptif: '<p>Mission</p>',
  poste: { id: f.poste.id },
  session: { id: f.session.id },
  typeContrat: { id: 1 },
});
const sessionBody = (reference: string) => ({
  reference,
  dateOuverture: '2026-01-01',
  dateCloture: '2026-12-31',
  status: true,
});

const rows = (): Row[] => [
  // Authentication
  {
    op: 'POST /api/login1',
    url: '/api/login1',
    body: () => ({ email: users.a.email, password: TEST_PASSWORD }),
    expect: everyone(200),
  },
  {
    op: 'POST /api/register',
    url: '/api/register',
    body: (c) => ({
      email: `${unique(c)}@example.com`,
      password: TEST_PASSWORD,
      individu: { nom: 'N', prenom: 'P', telephone: '0601020304' },
    }),
    expect: everyone(201),
  },
  {
    op: 'POST /api/{id}/register',
    url: (c) => `/api/${c === 'claim' ? f.applicantP : f.freshIndividu[c]}/register`,
    body: () => ({ password: TEST_PASSWORD }),
    expect: { anon: 403, claim: 201, a: 403, b: 403, admin: 201 },
  },
  {
    op: 'POST /api/logout',
    url: '/api/logout',
    // A second session of the same user: logging out revokes it, not the one the other rows use.
    headers: (c) => (c === 'a' || c === 'b' || c === 'admin' ? secondSession(c) : headersOf(c)),
    expect: everyone(204),
  },
  {
    op: 'POST /api/verify-email',
    url: '/api/verify-email',
    body: () => ({ token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  {
    op: 'POST /api/verify-email/resend',
    url: '/api/verify-email/resend',
    // Any signed-in user, for their own address.
    expect: { anon: 401, claim: 401, a: 204, b: 204, admin: 204 },
  },
  {
    op: 'POST /api/password/forgot',
    url: '/api/password/forgot',
    body: (c) => ({ email: `${unique(c)}@example.com` }),
    expect: everyone(204),
  },
  {
    op: 'POST /api/password/reset',
    url: '/api/password/reset',
    body: () => ({ token: 'y'.repeat(43), password: TEST_PASSWORD }),
    expect: everyone(400),
  },
  { op: 'GET /mail/outbox', url: '/mail/outbox?page=1&size=5', expect: adminOnly() },
  // Users and individus
  { op: 'GET /user/{mail}', url: () => `/user/${users.a.email}`, expect: selfOfA() },
  { op: 'GET /user/role/{mail}', url: () => `/user/role/${users.a.email}`, expect: selfOfA() },
  { op: 'GET /user/b/{individuId}', url: () => `/user/b/${users.a.individuId}`, expect: selfOfA() },
  { op: 'GET /user/bb/{id}', url: () => `/user/bb/${users.a.id}`, expect: selfOfA() },
  { op: 'GET /individu/get', url: '/individu/get', expect: adminOnly() },
  {
    op: 'GET /individu/get/individu/{id}',
    url: () => `/individu/get/individu/${users.a.individuId}`,
    expect: selfOfA(),
  },
  {
    op: 'GET /individu/get/individu/{id}',
    url: () => `/individu/get/individu/${f.applicantP}`,
    expect: { anon: 401, claim: 200, a: 403, b: 403, admin: 200 },
  },
  { op: 'GET /individu/nom/email/{mail}', url: () => `/individu/nom/email/${users.a.email}`, expect: adminOnly() },
  // Read-only reference data
  { op: 'GET /pays/list', url: '/pays/list', expect: everyone() },
  { op: 'GET /pays/list/{designation}', url: '/pays/list/france', expect: everyone() },
  { op: 'GET /civilite/list', url: '/civilite/list', expect: everyone() },
  { op: 'GET /civilite/{designation}', url: '/civilite/madame', expect: everyone() },
  { op: 'GET /type-contrat/list', url: '/type-contrat/list', expect: everyone() },
  { op: 'GET /type-contrat/{type}', url: '/type-contrat/cdi', expect: everyone() },
  { op: 'GET /etat-candidature/list', url: '/etat-candidature/list', expect: everyone() },
  {
    op: 'GET /etat-candidature/list/etats/{etat}',
    url: `/etat-candidature/list/etats/${encodeURIComponent('Envoyée')}`,
    expect: everyone(),
  },
  {
    op: 'POST /etat-candidature/{id}/update',
    url: () => `/etat-candidature/${f.etatId}/update`,
    body: () => ({ etat: 'Acceptée' }),
    expect: adminOnly(),
  },
  // Managed reference data
  { op: 'GET /nom-document/list', url: '/nom-document/list', expect: everyone() },
  { op: 'GET /nom-document/detail/{nom}', url: '/nom-document/detail/cv', expect: adminOnly() },
  { op: 'GET /nom-document/{id}', url: () => `/nom-document/${f.cvId}`, expect: adminOnly() },
  {
    op: 'POST /nom-document/add',
    url: '/nom-document/add',
    body: (c) => ({ nom: `Pièce ${unique(c)}` }),
    expect: adminOnly(201),
  },
  {
    op: 'POST /nom-document/{id}/update',
    url: () => `/nom-document/${f.nomDocument.id}/update`,
    body: () => ({ nom: 'Attestation employeur' }),
    expect: adminOnly(),
  },
  {
    op: 'DELETE /nom-document/delete/{id}',
    url: () => `/nom-document/delete/${f.nomDocument.deletable}`,
    expect: adminOnly(204),
  },
  { op: 'GET /poste-de-travail/list', url: '/poste-de-travail/list', expect: everyone() },
  {
    op: 'GET /poste-de-travail/detail/{nom}',
    url: () => `/poste-de-travail/detail/${encodeURIComponent(f.poste.nom)}`,
    expect: adminOnly(),
  },
  { op: 'GET /poste-de-travail/{id}', url: () => `/poste-de-travail/${f.poste.id}`, expect: adminOnly() },
  {
    op: 'POST /poste-de-travail/add',
    url: '/poste-de-travail/add',
    body: (c) => ({ reference: unique(c), nom: 'Testeur' }),
    expect: adminOnly(201),
  },
  {
    op: 'POST /poste-de-travail/{id}/update',
    url: () => `/poste-de-travail/${f.poste.id}/update`,
    body: () => ({ reference: 'MATRIX-1', nom: f.poste.nom }),
    expect: adminOnly(),
  },
  {
    op: 'DELETE /poste-de-travail/delete/{id}',
    url: () => `/poste-de-travail/delete/${f.poste.deletable}`,
    expect: adminOnly(204),
  },
  { op: 'GET /session-candidature/list', url: '/session-candidature/list', expect: adminOnly() },
  {
    op: 'GET /session-candidature/detail/{reference}',
    url: () => `/session-candidature/detail/${f.session.reference}`,
    expect: adminOnly(),
  },
  { op: 'GET /session-candidature/{id}', url: () => `/session-candidature/${f.session.id}`, expect: adminOnly() },
  {
    op: 'POST /session-candidature/add',
    url: '/session-candidature/add',
    body: (c) => sessionBody(unique(c)),
    expect: adminOnly(201),
  },
  {
    op: 'POST /session-candidature/{id}/update',
    url: () => `/session-candidature/${f.session.id}/update`,
    body: () => sessionBody(f.session.reference),
    expect: adminOnly(),
  },
  {
    op: 'DELETE /session-candidature/delete/{id}',
    url: () => `/session-candidature/delete/${f.session.deletable}`,
    expect: adminOnly(204),
  },
  { op: 'GET /poste-vacant/list', url: '/poste-vacant/list', expect: everyone() },
  { op: 'GET /poste-vacant/{id}', url: () => `/poste-vacant/${f.vacancy.id}`, expect: everyone() },
  { op: 'POST /poste-vacant/add', url: '/poste-vacant/add', body: posteVacantBody, expect: adminOnly(201) },
  {
    op: 'POST /poste-vacant/{id}/update',
    url: () => `/poste-vacant/${f.posteVacant.deletable}/update`,
    body: posteVacantBody,
    expect: adminOnly(),
  },
  {
    op: 'DELETE /poste-vacant/delete/{id}',
    url: () => `/poste-vacant/delete/${f.posteVacant.deletable}`,
    expect: adminOnly(204),
  },
  // Applying (one handler, four paths)
  ...['/document-candidature/upload', '/candidature/upload-user', '/candidature/upload', '/mon-doc/upload'].map(
    (url): Row => ({ op: `POST ${url}`, url, body: applyBody, expect: everyone(201) }),
  ),
  // Applications and documents
  { op: 'GET /candidature/list', url: '/candidature/list', expect: adminOnly() },
  { op: 'GET /candidature/list/{id}', url: () => `/candidature/list/${f.candidatureA}`, expect: adminOnly() },
  { op: 'GET /candidature/byid/{individuId}', url: () => `/candidature/byid/${users.a.individuId}`, expect: selfOfA() },
  {
    op: 'GET /candidature/poste-vacant/{name}',
    url: () => `/candidature/poste-vacant/${encodeURIComponent(f.vacancy.nom)}`,
    expect: adminOnly(),
  },
  {
    op: 'POST /candidature/{id}/update',
    url: () => `/candidature/${f.candidatureA}/update`,
    body: () => ({ etatCandidature: { id: f.etatId } }),
    expect: adminOnly(),
  },
  { op: 'GET /candidature/noms-postes', url: '/candidature/noms-postes', expect: adminOnly() },
  // Recruiter workflow (contract §12)
  {
    op: 'GET /candidature/{id}/historique',
    url: () => `/candidature/${f.candidatureA}/historique`,
    expect: selfOfA(),
  },
  { op: 'GET /candidature/{id}/notes', url: () => `/candidature/${f.candidatureA}/notes`, expect: adminOnly() },
  {
    op: 'POST /candidature/{id}/notes',
    url: () => `/candidature/${f.candidatureA}/notes`,
    body: () => ({ texte: 'Entretien prévu' }),
    expect: adminOnly(201),
  },
  { op: 'DELETE /candidature/notes/{id}', url: () => `/candidature/notes/${f.note}`, expect: adminOnly(204) },
  {
    op: 'POST /candidature/etat',
    url: '/candidature/etat',
    body: () => ({ ids: [f.candidatureA], etatCandidature: { id: f.etatId } }),
    expect: adminOnly(),
  },
  { op: 'GET /candidature/export.csv', url: '/candidature/export.csv', expect: adminOnly() },
  { op: 'GET /stats/dashboard', url: '/stats/dashboard', expect: adminOnly() },
  { op: 'GET /document-candidature/list', url: '/document-candidature/list', expect: adminOnly() },
  {
    op: 'GET /document-candidature/document/{id}',
    url: () => `/document-candidature/document/${f.documentA.id}`,
    expect: adminOnly(),
  },
  {
    op: 'GET /document-candidature/by-candidature/{id}',
    url: () => `/document-candidature/by-candidature/${f.candidatureA}`,
    expect: selfOfA(),
  },
  { op: 'GET /document-candidature/by-candidature', url: '/document-candidature/by-candidature', expect: adminOnly() },
  ...['/document-candidature/download', '/document-candidature/toto', '/test/toto/mimi'].map(
    (prefix): Row => ({
      op: `GET ${prefix}/{nomFichier}`,
      url: () => `${prefix}/${f.documentA.nomFichier}`,
      expect: selfOfA(),
    }),
  ),
  // Personal data (§10)
  { op: 'GET /api/organisation', url: '/api/organisation', expect: everyone() },
  // Each signed-in caller exports their own data (verified e-mail: the factory's accounts are).
  { op: 'GET /api/me/export', url: '/api/me/export', expect: { anon: 401, claim: 401, a: 200, b: 200, admin: 200 } },
  // Each signed-in caller sets their own language (contract §17); the claim alone is no session.
  {
    op: 'POST /api/me/preferences',
    url: '/api/me/preferences',
    body: () => ({ langue: 'fr' }),
    expect: { anon: 401, claim: 401, a: 204, b: 204, admin: 204 },
  },
  // A wrong password refuses the deletion (so the matrix keeps its callers); an admin account never goes.
  {
    op: 'DELETE /api/me',
    url: '/api/me',
    body: () => ({ password: 'Pas-le-b0n' }),
    expect: { anon: 401, claim: 401, a: 400, b: 400, admin: 409 },
  },
  {
    op: 'GET /individu/{id}/effacement',
    url: () => `/individu/${users.a.individuId}/effacement`,
    expect: selfOfA(),
  },
  { op: 'DELETE /individu/{id}', url: (c) => `/individu/${f.erasable[c]}`, expect: adminOnly(204) },
  { op: 'GET /audit', url: '/audit', expect: adminOnly() },
];

/** Unknown ids and keys: 404 to an admin (who passes every access rule). */
const UNKNOWN = 999_999;
const ghostFile = `${randomUUID()}.pdf`;
const notFoundForAdmin: [string, string, Record<string, unknown>?][] = [
  ['GET', '/user/personne@example.com'],
  ['GET', '/user/role/personne@example.com'],
  ['GET', `/user/b/${UNKNOWN}`],
  ['GET', `/user/bb/${UNKNOWN}`],
  ['GET', `/individu/get/individu/${UNKNOWN}`],
  ['GET', '/individu/nom/email/personne@example.com'],
  ['POST', `/api/${UNKNOWN}/register`, { password: TEST_PASSWORD }],
  ['GET', '/pays/list/atlantide'],
  ['GET', '/civilite/inconnue'],
  ['GET', '/type-contrat/inconnu'],
  ['GET', '/etat-candidature/list/etats/inconnu'],
  ['POST', `/etat-candidature/${UNKNOWN}/update`, { etat: 'Nouveau' }],
  ['GET', '/nom-document/detail/inconnu'],
  ['GET', `/nom-document/${UNKNOWN}`],
  ['POST', `/nom-document/${UNKNOWN}/update`, { nom: 'Inconnu' }],
  ['DELETE', `/nom-document/delete/${UNKNOWN}`],
  ['GET', '/poste-de-travail/detail/inconnu'],
  ['GET', `/poste-de-travail/${UNKNOWN}`],
  ['DELETE', `/poste-de-travail/delete/${UNKNOWN}`],
  ['GET', '/session-candidature/detail/inconnue'],
  ['GET', `/session-candidature/${UNKNOWN}`],
  ['DELETE', `/session-candidature/delete/${UNKNOWN}`],
  ['GET', `/poste-vacant/${UNKNOWN}`],
  ['DELETE', `/poste-vacant/delete/${UNKNOWN}`],
  ['GET', `/candidature/list/${UNKNOWN}`],
  ['POST', `/candidature/${UNKNOWN}/update`, { etatCandidature: { id: 1 } }],
  ['GET', `/candidature/${UNKNOWN}/historique`],
  ['GET', `/candidature/${UNKNOWN}/notes`],
  ['POST', `/candidature/${UNKNOWN}/notes`, { texte: 'Note' }],
  ['DELETE', `/candidature/notes/${UNKNOWN}`],
  ['POST', '/candidature/etat', { ids: [UNKNOWN], etatCandidature: { id: 1 } }],
  ['GET', `/document-candidature/document/${UNKNOWN}`],
  ['GET', `/document-candidature/by-candidature/${UNKNOWN}`],
  ['GET', `/document-candidature/download/${ghostFile}`],
  ['GET', `/individu/${UNKNOWN}/effacement`],
  ['DELETE', `/individu/${UNKNOWN}`],
];

describe('access matrix (contract §3–§4)', () => {
  it('has a row for every operation of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, object> };
    // Parameter names may change; the set of paths and methods may not drift from this table.
    const shape = (op: string) => op.replace(/\{[^}]*\}/g, '{}');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => shape(`${method.toUpperCase()} ${path}`)),
    );
    const covered = new Set(rows().map((r) => shape(r.op)));
    expect(documented.filter((op) => !covered.has(op))).toEqual([]);
    expect([...covered].filter((op) => !documented.includes(op))).toEqual([]);
  });

  it('answers each caller the status of the contract', async () => {
    const wrong: string[] = [];
    for (const row of rows()) {
      for (const c of CALLERS) {
        const res = await call(row, c);
        if (res.statusCode !== row.expect[c]) {
          wrong.push(`${row.op} as ${c}: ${res.statusCode} (expected ${row.expect[c]}) ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 to an admin for unknown ids and keys', async () => {
    const wrong: string[] = [];
    for (const [method, url, payload] of notFoundForAdmin) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: users.admin.headers,
        ...(payload ? { payload } : {}),
      });
      if (res.statusCode !== 404 || res.json().code !== 'NOT_FOUND') wrong.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never sends a password or a hash', async () => {
    for (const url of [
      `/user/${users.a.email}`,
      `/user/b/${users.a.individuId}`,
      '/individu/get',
      '/candidature/list',
    ]) {
      const res = await t.app.inject({ url, headers: users.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/password|argon2/i);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { CLAIM_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKey } from '../src/lib/keys.js';
import { alerteLinks } from '../src/modules/alerte/alerte.service.js';
import {
  makeIndividu,
  makeOpenVacancy,
  makePosteDeTravail,
  makePosteVacant,
  makeSession,
} from '../src/seed/factories.js';
import { PNG } from './cv-corpus.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from './helpers.js';

/**
 * Contract §3–§4 and §14, endpoint by endpoint: who gets what. Eight callers: anonymous, the
 * browser that just applied (holding the claim on applicant P), candidate A (owner of the data
 * asked for), candidate B (someone else), a RECRUTEUR, a MEMBRE on the team of the vacancy A and P
 * applied to (in scope), a MEMBRE on another vacancy's team only (out of scope) and an admin.
 * Every operation of the OpenAPI document must have a row.
 */
const CALLERS = ['anon', 'claim', 'a', 'b', 'recruteur', 'membreIn', 'membreOut', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;
type SignedIn = 'a' | 'b' | 'recruteur' | 'membreIn' | 'membreOut' | 'admin';

const everyone = (status = 200): Expected => ({
  anon: status,
  claim: status,
  a: status,
  b: status,
  recruteur: status,
  membreIn: status,
  membreOut: status,
  admin: status,
});
const notStaff = { anon: 401, claim: 401, a: 403, b: 403 };
const adminOnly = (status = 200): Expected => ({
  ...notStaff,
  recruteur: 403,
  membreIn: 403,
  membreOut: 403,
  admin: status,
});
/** ADMIN and RECRUTEUR, on something that is no application (a MEMBRE: 403). */
const managers = (status = 200): Expected => ({ ...adminOnly(status), recruteur: status });
/** Every staff member; a MEMBRE's answer is scoped (a list holding its teams' applications only). */
const staff = (status = 200): Expected => ({ ...managers(status), membreIn: status, membreOut: status });
/** Staff, about A's application: out of scope is 404 (§14). */
const inScope = (status = 200): Expected => ({ ...staff(status), membreOut: 404 });
/** Managers, about A's application: a MEMBRE in scope 403, out of scope 404 (scope first, §14). */
const manageInScope = (status = 200): Expected => ({ ...managers(status), membreIn: 403, membreOut: 404 });
/** "self": A reads A's data; B is refused; the claim holder is not signed in; staff other than admin 403. */
const selfOfA = (status = 200): Expected => ({ ...adminOnly(status), a: status, b: 403 });
/** Self for A, or staff in scope. */
const selfOrInScope = (status = 200): Expected => ({ ...inScope(status), a: status, b: 403 });

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
const users = {} as Record<SignedIn, TestUser>;
const f = {} as {
  vacancy: { id: number; nom: string };
  candidatureA: number;
  documentA: { id: number; nomFichier: string };
  applicantP: number;
  claimCookie: string;
  freshIndividu: Record<Caller, number>;
  cvId: number;
  /** An API key and two webhooks of the admin (§23): one to read the log of, one to delete. */
  integration: { cle: number; webhook: number; webhookDel: number };
  etatId: number;
  nomDocument: { id: number; deletable: number };
  poste: { id: number; nom: string; deletable: number };
  session: { id: number; reference: string; deletable: number };
  posteVacant: { deletable: number };
  /** A note on A's application by each staff caller that may write one, that its own row deletes. */
  note: Partial<Record<Caller, number>>;
  /** Deletable rows for each manager (RECRUTEUR and admin both delete). */
  deletable: Record<'recruteur' | 'admin', { poste: number; session: number; posteVacant: number }>;
  /** The vacancy of membreOut's team, and a staff account the admin row updates. */
  otherVacancy: number;
  staffTarget: number;
  criteres: number[];
  erasable: Record<Caller, number>;
  /** A confirmed job alert per caller, with the tokens its mails carry (§18: the token decides). */
  alertes: Record<Caller, { id: number; manage: string; unsubscribe: string }>;
  /** Interviews of A's application (§15): one confirmed (moved by the admin's row), one to cancel. */
  entretien: { confirme: number; annulable: Record<Caller, number> };
  /** The admin's personal calendar feed (its path). */
  feed: string;
  /** Per caller, two individus that the admin's row merges (§19). */
  fusion: Record<Caller, { into: number; from: number }>;
  /** Templates (§20): one every caller edits, one per manager to delete; a message per caller, by the admin, to cancel. */
  modele: number;
  modeleDel: Partial<Record<Caller, number>>;
  message: Record<Caller, number>;
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
  users.recruteur = await t.signIn('RECRUTEUR');
  users.membreIn = await t.signIn('MEMBRE');
  users.membreOut = await t.signIn('MEMBRE');
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
  f.fusion = {} as Record<Caller, { into: number; from: number }>;
  f.alertes = {} as typeof f.alertes;
  for (const c of CALLERS) {
    f.freshIndividu[c] = await makeIndividu(t.db);
    f.erasable[c] = await makeIndividu(t.db);
    const now = new Date().toISOString();
    const alerte = await t.db
      .insertInto('alerte')
      .values({
        email: `alerte-${c}@example.com`,
        email_key: `alerte-${c}@example.com`,
        criteres: '{}',
        frequence: 'IMMEDIATE',
        langue: 'fr',
        date_creation: now,
        confirme_le: now,
        cle_sel: randomUUID(),
        expire_le: '2999-01-01T00:00:00.000Z',
      })
      .returning(['id', 'cle_sel'])
      .executeTakeFirstOrThrow();
    const links = alerteLinks(t.app.ctx, alerte);
    const token = (url: string) => encodeURIComponent(new URL(url).searchParams.get('token') ?? '');
    f.alertes[c] = { id: alerte.id, manage: token(links.manageUrl), unsubscribe: token(links.unsubscribeUrl) };
    f.fusion[c] = { into: await makeIndividu(t.db), from: await makeIndividu(t.db) };
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
  f.deletable = {} as typeof f.deletable;
  for (const c of ['recruteur', 'admin'] as const) {
    const poste = await makePosteDeTravail(t.db, { reference: `DEL-${c}` });
    const session = await makeSession(t.db, { reference: `SESSION-DEL-${c}` });
    const posteVacant = await makePosteVacant(t.db, { posteId: f.poste.id, sessionId: f.session.id, nom: `Supp ${c}` });
    f.deletable[c] = { poste, session, posteVacant };
  }
  // The hiring teams (§14): membreIn on the vacancy A and P applied to, membreOut on another one.
  f.otherVacancy = (await makeOpenVacancy(t.db, { nom: 'Autre offre' })).id;
  const team = async (vacancy: number, member: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${vacancy}/equipe`,
      headers: users.admin.headers,
      payload: { membres: [{ id: member.id }] },
    });
    expect(res.statusCode).toBe(200);
  };
  await team(f.vacancy.id, users.membreIn);
  await team(f.otherVacancy, users.membreOut);
  const criteres = await t.app.inject({
    method: 'POST',
    url: `/poste-vacant/${f.vacancy.id}/criteres`,
    headers: users.admin.headers,
    payload: { criteres: [{ libelle: 'Technique' }, { libelle: 'Communication' }] },
  });
  expect(criteres.statusCode).toBe(200);
  f.criteres = criteres.json().map((c: { id: number }) => c.id);
  f.staffTarget = (await t.signIn('MEMBRE')).id;
  f.note = {};
  for (const c of ['recruteur', 'membreIn', 'admin'] as const) {
    const note = await t.app.inject({
      method: 'POST',
      url: `/candidature/${f.candidatureA}/notes`,
      headers: users[c].headers,
      payload: { texte: `Note de la matrice (${c})` },
    });
    expect(note.statusCode).toBe(201);
    f.note[c] = note.json().id;
  }
  const propose = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/candidature/${f.candidatureA}/entretiens`,
      headers: users.admin.headers,
      payload: entretienBody(),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; creneaux: { debut: string; duree: number }[] };
  };
  const confirme = await propose();
  const slot = confirme.creneaux[0];
  // Confirmed as the candidate's pick would (its link is only in the mail).
  await t.db
    .updateTable('entretien')
    .set({ statut: 'CONFIRME', debut: slot?.debut, duree: slot?.duree })
    .where('id', '=', confirme.id)
    .execute();
  const annulable = {} as Record<Caller, number>;
  for (const c of CALLERS) annulable[c] = (await propose()).id;
  f.entretien = { confirme: confirme.id, annulable };
  const modeleBody = {
    nom: 'Matrice',
    usage: 'LIBRE',
    sujet: { fr: 'S', en: 'S' },
    corps: { fr: '<p>C</p>', en: '<p>C</p>' },
  };
  const newModele = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/modeles-message',
      headers: users.admin.headers,
      payload: modeleBody,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  f.modele = await newModele();
  f.modeleDel = { recruteur: await newModele(), admin: await newModele() };
  f.message = {} as Record<Caller, number>;
  for (const c of CALLERS) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/candidature/${f.candidatureA}/messages`,
      headers: users.admin.headers,
      payload: { sujet: `Matrice ${c}`, corps: '<p>Bonjour</p>' },
    });
    expect(res.statusCode).toBe(201);
    f.message[c] = res.json().id;
  }
  const feed = await t.app.inject({ url: '/api/me/calendrier', headers: users.admin.headers });
  f.feed = new URL(feed.json().url).pathname;
  const made = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: users.admin.headers, payload })).json().id as number;
  const hook = { url: 'https://93.184.215.14/hook', evenements: ['candidat.efface'] };
  f.integration = {
    cle: await made('/api/cles', { nom: 'Matrice', droits: ['offres:lecture'] }),
    webhook: await made('/webhooks', hook),
    webhookDel: await made('/webhooks', hook),
  };
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

const ROLE_OF = {
  a: 'CANDIDAT',
  b: 'CANDIDAT',
  recruteur: 'RECRUTEUR',
  membreIn: 'MEMBRE',
  membreOut: 'MEMBRE',
  admin: 'ADMIN',
} as const;

function secondSession(c: SignedIn): Record<string, string> {
  const user = users[c];
  const token = t.app.sessions.sign({ id: user.id, role: ROLE_OF[c], individuId: user.individuId });
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
  salaireMin: 30000,
  salaireMax: 36000,
  salairePeriode: 'AN',
});
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const entretienBody = () => ({
  creneaux: [{ debut: inDays(3), duree: 60 }],
  lieu: 'Salle 1',
  participants: [{ id: users.admin.id }],
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
    expect: { ...everyone(403), claim: 201, admin: 201 },
  },
  {
    op: 'POST /api/logout',
    url: '/api/logout',
    // A second session of the same user: logging out revokes it, not the one the other rows use.
    headers: (c) => (c === 'anon' || c === 'claim' ? headersOf(c) : secondSession(c)),
    expect: everyone(204),
  },
  {
    op: 'POST /api/verify-email',
    url: '/api/verify-email',
    body: () => ({ token: 'x'.repeat(43), password: TEST_PASSWORD }),
    expect: everyone(400),
  },
  {
    op: 'POST /api/verify-email/resend',
    url: '/api/verify-email/resend',
    // Any signed-in user, for their own address.
    expect: { ...everyone(204), anon: 401, claim: 401 },
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
  // API keys and webhooks (§23): admin only; a public IP literal passes the target check without DNS.
  {
    op: 'POST /api/cles',
    url: '/api/cles',
    body: (c) => ({ nom: `Clé ${unique(c)}`, droits: ['candidatures:lecture'] }),
    expect: adminOnly(201),
  },
  { op: 'GET /api/cles', url: '/api/cles', expect: adminOnly() },
  { op: 'DELETE /api/cles/{id}', url: () => `/api/cles/${f.integration.cle}`, expect: adminOnly(204) },
  {
    op: 'POST /webhooks',
    url: '/webhooks',
    body: () => ({ url: 'https://93.184.215.14/matrix', evenements: ['candidature.etat'] }),
    expect: adminOnly(201),
  },
  { op: 'GET /webhooks', url: '/webhooks', expect: adminOnly() },
  {
    op: 'GET /webhooks/{id}/livraisons',
    url: () => `/webhooks/${f.integration.webhook}/livraisons`,
    expect: adminOnly(),
  },
  { op: 'DELETE /webhooks/{id}', url: () => `/webhooks/${f.integration.webhookDel}`, expect: adminOnly(204) },
  // Job alerts (§18): public; the mailed tokens decide, whoever calls.
  {
    op: 'POST /api/alertes',
    url: '/api/alertes',
    body: (c) => ({ email: `${unique(c)}@example.com`, criteres: { q: 'data' }, frequence: 'IMMEDIATE' }),
    expect: everyone(202),
  },
  {
    op: 'POST /api/alertes/confirmer',
    url: '/api/alertes/confirmer',
    body: () => ({ token: 'z'.repeat(43) }),
    expect: everyone(400),
  },
  { op: 'GET /api/alertes', url: (c) => `/api/alertes?token=${f.alertes[c].manage}`, expect: everyone(200) },
  {
    op: 'POST /api/alertes/{id}/update',
    url: (c) => `/api/alertes/${f.alertes[c].id}/update?token=${f.alertes[c].manage}`,
    body: () => ({ frequence: 'QUOTIDIENNE' }),
    expect: everyone(200),
  },
  {
    op: 'GET /api/alertes/desabonner',
    url: (c) => `/api/alertes/desabonner?token=${f.alertes[c].unsubscribe}`,
    expect: everyone(200),
  },
  {
    op: 'POST /api/alertes/desabonner',
    url: (c) => `/api/alertes/desabonner?token=${f.alertes[c].unsubscribe}`,
    body: () => ({ multipart: { 'List-Unsubscribe': 'One-Click' } }),
    expect: everyone(200),
  },
  {
    op: 'DELETE /api/alertes/{id}',
    url: (c) => `/api/alertes/${f.alertes[c].id}?token=${f.alertes[c].manage}`,
    expect: everyone(204),
  },
  // Users and individus
  { op: 'GET /user/{mail}', url: () => `/user/${users.a.email}`, expect: selfOfA() },
  { op: 'GET /user/role/{mail}', url: () => `/user/role/${users.a.email}`, expect: selfOfA() },
  { op: 'GET /user/b/{individuId}', url: () => `/user/b/${users.a.individuId}`, expect: selfOfA() },
  { op: 'GET /user/bb/{id}', url: () => `/user/bb/${users.a.id}`, expect: selfOfA() },
  { op: 'GET /individu/get', url: '/individu/get', expect: staff() },
  {
    op: 'GET /individu/get/individu/{id}',
    url: () => `/individu/get/individu/${users.a.individuId}`,
    expect: selfOrInScope(),
  },
  {
    op: 'GET /individu/get/individu/{id}',
    url: () => `/individu/get/individu/${f.applicantP}`,
    expect: { ...inScope(), claim: 200, a: 403, b: 403 },
  },
  { op: 'GET /individu/nom/email/{mail}', url: () => `/individu/nom/email/${users.a.email}`, expect: inScope() },
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
    expect: managers(),
  },
  { op: 'GET /poste-de-travail/{id}', url: () => `/poste-de-travail/${f.poste.id}`, expect: managers() },
  {
    op: 'POST /poste-de-travail/add',
    url: '/poste-de-travail/add',
    body: (c) => ({ reference: unique(c), nom: 'Testeur' }),
    expect: managers(201),
  },
  {
    op: 'POST /poste-de-travail/{id}/update',
    url: () => `/poste-de-travail/${f.poste.id}/update`,
    body: () => ({ reference: 'MATRIX-1', nom: f.poste.nom }),
    expect: managers(),
  },
  {
    op: 'DELETE /poste-de-travail/delete/{id}',
    url: (c) => `/poste-de-travail/delete/${c === 'recruteur' ? f.deletable.recruteur.poste : f.deletable.admin.poste}`,
    expect: managers(204),
  },
  { op: 'GET /session-candidature/list', url: '/session-candidature/list', expect: managers() },
  {
    op: 'GET /session-candidature/detail/{reference}',
    url: () => `/session-candidature/detail/${f.session.reference}`,
    expect: managers(),
  },
  { op: 'GET /session-candidature/{id}', url: () => `/session-candidature/${f.session.id}`, expect: managers() },
  {
    op: 'POST /session-candidature/add',
    url: '/session-candidature/add',
    body: (c) => sessionBody(unique(c)),
    expect: managers(201),
  },
  {
    op: 'POST /session-candidature/{id}/update',
    url: () => `/session-candidature/${f.session.id}/update`,
    body: () => sessionBody(f.session.reference),
    expect: managers(),
  },
  {
    op: 'DELETE /session-candidature/delete/{id}',
    url: (c) =>
      `/session-candidature/delete/${c === 'recruteur' ? f.deletable.recruteur.session : f.deletable.admin.session}`,
    expect: managers(204),
  },
  { op: 'GET /poste-vacant/list', url: '/poste-vacant/list', expect: everyone() },
  { op: 'GET /poste-vacant/{id}', url: () => `/poste-vacant/${f.vacancy.id}`, expect: everyone() },
  // Job feeds (§22): public, the same for every caller.
  { op: 'GET /flux/offres.xml', url: '/flux/offres.xml', expect: everyone() },
  { op: 'GET /flux/offres.rss', url: '/flux/offres.rss?langue=en', expect: everyone() },
  { op: 'GET /flux/offres.json', url: '/flux/offres.json', expect: everyone() },
  { op: 'POST /poste-vacant/add', url: '/poste-vacant/add', body: posteVacantBody, expect: managers(201) },
  {
    op: 'POST /poste-vacant/{id}/update',
    url: () => `/poste-vacant/${f.posteVacant.deletable}/update`,
    body: posteVacantBody,
    expect: managers(),
  },
  // Screening questions (§16): public for an open vacancy, written by staff.
  {
    op: 'GET /poste-vacant/{id}/questions',
    url: () => `/poste-vacant/${f.vacancy.id}/questions`,
    // Staff read them in scope: a MEMBRE outside the vacancy's team gets 404 (§14).
    expect: { ...everyone(), membreOut: 404 },
  },
  {
    op: 'POST /poste-vacant/{id}/questions',
    url: () => `/poste-vacant/${f.posteVacant.deletable}/questions`,
    body: () => ({ questions: [{ libelle: 'Avez-vous le permis B ?', type: 'OUI_NON', attendu: true }] }),
    // A vacancy of no MEMBRE's team: out of their scope (404) before the role (§14).
    expect: { ...managers(), membreIn: 404, membreOut: 404 },
  },
  {
    op: 'DELETE /poste-vacant/delete/{id}',
    url: (c) =>
      `/poste-vacant/delete/${c === 'recruteur' ? f.deletable.recruteur.posteVacant : f.deletable.admin.posteVacant}`,
    expect: managers(204),
  },
  // Applying (one handler, four paths)
  ...['/document-candidature/upload', '/candidature/upload-user', '/candidature/upload', '/mon-doc/upload'].map(
    (url): Row => ({ op: `POST ${url}`, url, body: applyBody, expect: everyone(201) }),
  ),
  // Applications and documents
  { op: 'GET /candidature/list', url: '/candidature/list', expect: staff() },
  { op: 'GET /candidature/list/{id}', url: () => `/candidature/list/${f.candidatureA}`, expect: inScope() },
  {
    op: 'GET /candidature/byid/{individuId}',
    url: () => `/candidature/byid/${users.a.individuId}`,
    expect: { ...staff(), a: 200, b: 403 },
  },
  {
    op: 'GET /candidature/poste-vacant/{name}',
    url: () => `/candidature/poste-vacant/${encodeURIComponent(f.vacancy.nom)}`,
    expect: staff(),
  },
  {
    op: 'POST /candidature/{id}/update',
    url: () => `/candidature/${f.candidatureA}/update`,
    body: () => ({ etatCandidature: { id: f.etatId } }),
    expect: manageInScope(),
  },
  { op: 'GET /candidature/noms-postes', url: '/candidature/noms-postes', expect: staff() },
  // Recruiter workflow (contract §12)
  {
    op: 'GET /candidature/{id}/historique',
    url: () => `/candidature/${f.candidatureA}/historique`,
    expect: selfOrInScope(),
  },
  {
    op: 'GET /candidature/{id}/reponses',
    url: () => `/candidature/${f.candidatureA}/reponses`,
    expect: selfOrInScope(),
  },
  { op: 'GET /candidature/{id}/notes', url: () => `/candidature/${f.candidatureA}/notes`, expect: inScope() },
  {
    op: 'POST /candidature/{id}/notes',
    url: () => `/candidature/${f.candidatureA}/notes`,
    body: () => ({ texte: 'Entretien prévu' }),
    expect: inScope(201),
  },
  {
    op: 'DELETE /candidature/notes/{id}',
    // Each author deletes its own; membreOut is handed the admin's (not its own: 403).
    url: (c) => `/candidature/notes/${f.note[c] ?? f.note.admin}`,
    expect: { ...staff(204), membreOut: 403 },
  },
  {
    op: 'POST /candidature/etat',
    url: '/candidature/etat',
    body: () => ({ ids: [f.candidatureA], etatCandidature: { id: f.etatId } }),
    expect: manageInScope(),
  },
  { op: 'GET /candidature/export.csv', url: '/candidature/export.csv', expect: managers() },
  { op: 'GET /stats/dashboard', url: '/stats/dashboard', expect: staff() },
  // §22: a MEMBRE's funnel holds its teams' applications; naming another team's vacancy is 404.
  { op: 'GET /stats/entonnoir', url: '/stats/entonnoir?du=2020-01-01', expect: staff() },
  { op: 'GET /stats/entonnoir', url: () => `/stats/entonnoir?posteVacant=${f.vacancy.id}`, expect: inScope() },
  { op: 'GET /document-candidature/list', url: '/document-candidature/list', expect: staff() },
  {
    op: 'GET /document-candidature/document/{id}',
    url: () => `/document-candidature/document/${f.documentA.id}`,
    expect: inScope(),
  },
  {
    op: 'GET /document-candidature/by-candidature/{id}',
    url: () => `/document-candidature/by-candidature/${f.candidatureA}`,
    expect: selfOrInScope(),
  },
  { op: 'GET /document-candidature/by-candidature', url: '/document-candidature/by-candidature', expect: staff() },
  ...['/document-candidature/download', '/document-candidature/toto', '/test/toto/mimi'].map(
    (prefix): Row => ({
      op: `GET ${prefix}/{nomFichier}`,
      url: () => `${prefix}/${f.documentA.nomFichier}`,
      expect: selfOrInScope(),
    }),
  ),
  // Personal data (§10)
  { op: 'GET /api/organisation', url: '/api/organisation', expect: everyone() },
  // Each signed-in caller exports their own data (verified e-mail: the factory's accounts are).
  { op: 'GET /api/me/export', url: '/api/me/export', expect: { ...everyone(200), anon: 401, claim: 401 } },
  // Each signed-in caller sets their own language (contract §17); the claim alone is no session.
  {
    op: 'POST /api/me/preferences',
    url: '/api/me/preferences',
    body: () => ({ langue: 'fr' }),
    expect: { ...everyone(204), anon: 401, claim: 401 },
  },
  // A wrong password refuses the deletion (so the matrix keeps its callers); an admin account never goes.
  {
    op: 'DELETE /api/me',
    url: '/api/me',
    body: () => ({ password: 'Pas-le-b0n' }),
    // Staff accounts are never erased this way (§14).
    expect: { ...staff(409), a: 400, b: 400 },
  },
  {
    op: 'GET /individu/{id}/effacement',
    url: () => `/individu/${users.a.individuId}/effacement`,
    expect: selfOfA(),
  },
  { op: 'DELETE /individu/{id}', url: (c) => `/individu/${f.erasable[c]}`, expect: adminOnly(204) },
  { op: 'GET /audit', url: '/audit', expect: adminOnly() },
  // Hiring team (§14)
  { op: 'GET /staff', url: '/staff', expect: adminOnly() },
  // The team picker of a vacancy's form: names and roles of the active staff, for whoever manages teams.
  { op: 'GET /staff/choix', url: '/staff/choix', expect: managers() },
  {
    op: 'POST /staff/invite',
    url: '/staff/invite',
    body: (c) => ({ email: `invite-${unique(c)}@example.com`, role: 'MEMBRE' }),
    expect: adminOnly(201),
  },
  {
    op: 'POST /staff/{id}/update',
    url: () => `/staff/${f.staffTarget}/update`,
    body: () => ({ role: 'MEMBRE' }),
    expect: adminOnly(),
  },
  // Second factor and sessions (§23). A wrong code or password keeps the matrix's callers as they are.
  { op: 'GET /api/me/mfa', url: '/api/me/mfa', expect: staff() },
  { op: 'POST /api/me/mfa/totp', url: '/api/me/mfa/totp', expect: staff() },
  {
    op: 'POST /api/me/mfa/totp/confirmer',
    url: '/api/me/mfa/totp/confirmer',
    body: () => ({ code: '000000' }),
    expect: staff(400),
  },
  {
    op: 'DELETE /api/me/mfa/totp',
    url: '/api/me/mfa/totp',
    body: () => ({ password: 'Pas-le-b0n' }),
    expect: staff(400),
  },
  {
    op: 'POST /api/login/mfa',
    url: '/api/login/mfa',
    body: () => ({ ticket: 'z'.repeat(43), code: '000000' }),
    expect: everyone(401),
  },
  { op: 'GET /api/securite', url: '/api/securite', expect: adminOnly() },
  { op: 'PUT /api/securite', url: '/api/securite', body: () => ({ mfaObligatoire: false }), expect: adminOnly() },
  { op: 'GET /api/me/sessions', url: '/api/me/sessions', expect: { ...everyone(200), anon: 401, claim: 401 } },
  {
    op: 'DELETE /api/me/sessions/{id}',
    url: `/api/me/sessions/${UNKNOWN}`,
    expect: { ...everyone(404), anon: 401, claim: 401 },
  },
  {
    op: 'POST /staff/{id}/sessions/revoquer',
    url: () => `/staff/${f.staffTarget}/sessions/revoquer`,
    expect: adminOnly(204),
  },
  {
    op: 'POST /api/invitation/accept',
    url: '/api/invitation/accept',
    body: () => ({ token: 'z'.repeat(43), password: TEST_PASSWORD, nom: 'N', prenom: 'P' }),
    expect: everyone(400),
  },
  { op: 'GET /poste-vacant/{id}/equipe', url: () => `/poste-vacant/${f.vacancy.id}/equipe`, expect: manageInScope() },
  {
    op: 'POST /poste-vacant/{id}/equipe',
    url: () => `/poste-vacant/${f.vacancy.id}/equipe`,
    body: () => ({ membres: [{ id: users.membreIn.id }] }),
    expect: manageInScope(),
  },
  { op: 'GET /poste-vacant/{id}/criteres', url: () => `/poste-vacant/${f.vacancy.id}/criteres`, expect: inScope() },
  {
    op: 'POST /poste-vacant/{id}/criteres',
    url: () => `/poste-vacant/${f.vacancy.id}/criteres`,
    body: () => ({ criteres: [{ libelle: 'Technique' }, { libelle: 'Communication' }] }),
    expect: manageInScope(),
  },
  {
    op: 'GET /candidature/{id}/evaluations',
    url: () => `/candidature/${f.candidatureA}/evaluations`,
    expect: inScope(),
  },
  {
    op: 'POST /candidature/{id}/evaluations',
    url: () => `/candidature/${f.candidatureA}/evaluations`,
    body: () => ({ notes: f.criteres.map((id) => ({ critere: { id }, note: 3 })), avis: 'OUI' }),
    expect: inScope(201),
  },
  {
    op: 'GET /evaluations/nombres',
    url: () => `/evaluations/nombres?candidatures=${f.candidatureA}`,
    expect: staff(),
  },
  // Interviews (§15)
  {
    op: 'POST /candidature/{id}/entretiens',
    url: () => `/candidature/${f.candidatureA}/entretiens`,
    body: entretienBody,
    expect: inScope(201),
  },
  {
    op: 'GET /candidature/{id}/entretiens',
    url: () => `/candidature/${f.candidatureA}/entretiens`,
    expect: inScope(),
  },
  {
    op: 'GET /candidature/{id}/entretiens/participants',
    url: () => `/candidature/${f.candidatureA}/entretiens/participants`,
    expect: inScope(),
  },
  {
    op: 'POST /entretiens/{id}/update',
    url: () => `/entretiens/${f.entretien.confirme}/update`,
    body: () => ({ debut: inDays(4), duree: 45 }),
    expect: inScope(),
  },
  {
    op: 'POST /entretiens/{id}/annuler',
    url: (c) => `/entretiens/${f.entretien.annulable[c]}/annuler`,
    expect: inScope(),
  },
  { op: 'GET /entretiens', url: '/entretiens?tous=true', expect: staff() },
  // The candidate's link: a token nobody was given is refused alike to everyone.
  { op: 'GET /api/entretien', url: `/api/entretien?token=${'z'.repeat(43)}`, expect: everyone(400) },
  {
    op: 'POST /api/entretien/choisir',
    url: '/api/entretien/choisir',
    body: () => ({ token: 'z'.repeat(43), creneau: { id: 1 } }),
    expect: everyone(400),
  },
  // Each signed-in, verified caller lists their own.
  {
    op: 'GET /api/me/entretiens',
    url: '/api/me/entretiens',
    expect: { anon: 401, claim: 401, a: 200, b: 200, recruteur: 200, membreIn: 200, membreOut: 200, admin: 200 },
  },
  { op: 'GET /api/me/calendrier', url: '/api/me/calendrier', expect: staff() },
  // The feed's address is the key: anyone holding it reads it (before the renewal just below kills it).
  { op: 'GET /api/calendrier/{fichier}', url: () => f.feed, expect: everyone() },
  { op: 'POST /api/me/calendrier/renouveler', url: '/api/me/calendrier/renouveler', expect: staff() },
  // What the CV says (§19)
  {
    op: 'POST /api/cv/lecture',
    url: '/api/cv/lecture',
    body: () => ({ multipart: { file: { content: PNG, filename: 'cv.png', type: 'image/png' } } }),
    expect: everyone(),
  },
  { op: 'GET /individu/{id}/doublons', url: () => `/individu/${users.a.individuId}/doublons`, expect: inScope() },
  {
    op: 'POST /individu/{id}/fusionner',
    url: (c) => `/individu/${f.fusion[c].into}/fusionner`,
    body: (c) => ({ avec: { id: f.fusion[c].from } }),
    expect: adminOnly(),
  },
  // Conversations with candidates (§20)
  { op: 'GET /modeles-message', url: '/modeles-message', expect: staff() },
  {
    op: 'POST /modeles-message',
    url: '/modeles-message',
    body: (c) => ({
      nom: `Modèle ${unique(c)}`,
      usage: 'LIBRE',
      sujet: { fr: 'S', en: 'S' },
      corps: { fr: 'C', en: 'C' },
    }),
    expect: managers(201),
  },
  {
    op: 'POST /modeles-message/{id}/update',
    url: () => `/modeles-message/${f.modele}/update`,
    body: () => ({ nom: 'Matrice', usage: 'LIBRE', sujet: { fr: 'S', en: 'S' }, corps: { fr: 'C', en: 'C' } }),
    expect: managers(),
  },
  {
    op: 'DELETE /modeles-message/{id}',
    url: (c) => `/modeles-message/${f.modeleDel[c] ?? f.modele}`,
    expect: managers(204),
  },
  {
    op: 'GET /candidature/{id}/messages/apercu',
    url: () => `/candidature/${f.candidatureA}/messages/apercu?modele=${f.modele}`,
    expect: manageInScope(),
  },
  { op: 'GET /candidature/{id}/messages', url: () => `/candidature/${f.candidatureA}/messages`, expect: inScope() },
  {
    op: 'POST /candidature/{id}/messages',
    url: () => `/candidature/${f.candidatureA}/messages`,
    body: () => ({ sujet: 'Bonjour', corps: '<p>Bonjour</p>' }),
    expect: manageInScope(201),
  },
  {
    op: 'POST /messages/{id}/annuler',
    // Each caller is handed one the admin wrote: only the admin (author) cancels it.
    url: (c) => `/messages/${f.message[c]}/annuler`,
    expect: { ...notStaff, recruteur: 403, membreIn: 403, membreOut: 404, admin: 200 },
  },
  { op: 'GET /messages/non-lus', url: '/messages/non-lus', expect: staff() },
  {
    op: 'POST /candidature/{id}/messages/lus',
    url: () => `/candidature/${f.candidatureA}/messages/lus`,
    expect: inScope(204),
  },
  {
    op: 'GET /api/me/candidatures/{id}/messages',
    url: () => `/api/me/candidatures/${f.candidatureA}/messages`,
    expect: selfOfA(),
  },
  {
    op: 'POST /api/me/candidatures/{id}/messages',
    url: () => `/api/me/candidatures/${f.candidatureA}/messages`,
    body: () => ({ corps: 'Merci' }),
    // Only the candidate answers as the candidate, not even an admin.
    expect: { ...selfOfA(201), admin: 403 },
  },
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
  ['GET', `/poste-vacant/${UNKNOWN}/questions`],
  ['POST', `/poste-vacant/${UNKNOWN}/questions`, { questions: [] }],
  ['GET', `/candidature/${UNKNOWN}/reponses`],
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
  ['POST', `/staff/${UNKNOWN}/update`, { actif: false }],
  ['POST', `/staff/${UNKNOWN}/sessions/revoquer`],
  ['DELETE', `/api/me/sessions/${UNKNOWN}`],
  ['GET', `/poste-vacant/${UNKNOWN}/equipe`],
  ['POST', `/poste-vacant/${UNKNOWN}/equipe`, { membres: [] }],
  ['GET', `/poste-vacant/${UNKNOWN}/criteres`],
  ['POST', `/poste-vacant/${UNKNOWN}/criteres`, { criteres: [{ libelle: 'Critère' }] }],
  ['GET', `/candidature/${UNKNOWN}/evaluations`],
  ['POST', `/candidature/${UNKNOWN}/evaluations`, { notes: [], avis: 'OUI' }],
  ['GET', `/candidature/${UNKNOWN}/entretiens`],
  ['GET', `/candidature/${UNKNOWN}/entretiens/participants`],
  [
    'POST',
    `/candidature/${UNKNOWN}/entretiens`,
    { creneaux: [{ debut: '2099-01-01T09:00:00Z', duree: 60 }], lieu: 'Salle', participants: [{ id: 1 }] },
  ],
  ['POST', `/entretiens/${UNKNOWN}/update`, { debut: '2099-01-01T09:00:00Z', duree: 60 }],
  ['POST', `/entretiens/${UNKNOWN}/annuler`],
  ['GET', `/api/calendrier/${UNKNOWN}.${'A'.repeat(43)}.ics`],
  ['GET', `/individu/${UNKNOWN}/doublons`],
  ['POST', `/individu/${UNKNOWN}/fusionner`, { avec: { id: UNKNOWN - 1 } }],
  [
    'POST',
    `/modeles-message/${UNKNOWN}/update`,
    { nom: 'M', usage: 'LIBRE', sujet: { fr: 'S', en: 'S' }, corps: { fr: 'C', en: 'C' } },
  ],
  ['DELETE', `/modeles-message/${UNKNOWN}`],
  ['GET', `/candidature/${UNKNOWN}/messages`],
  ['POST', `/candidature/${UNKNOWN}/messages`, { sujet: 'S', corps: '<p>C</p>' }],
  ['POST', `/messages/${UNKNOWN}/annuler`],
  ['POST', `/candidature/${UNKNOWN}/messages/lus`],
  ['GET', `/api/me/candidatures/${UNKNOWN}/messages`],
  ['DELETE', `/api/cles/${UNKNOWN}`],
  ['DELETE', `/webhooks/${UNKNOWN}`],
  ['GET', `/webhooks/${UNKNOWN}/livraisons`],
];

describe('access matrix (contract §3–§4, §14)', () => {
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
    // Eight callers on every operation: about 800 requests, some of them uploads.
  }, 90_000);

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

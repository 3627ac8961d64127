import { SESSION_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * Contract §3: access is decided before the request is validated. Every operation of the OpenAPI
 * document that is not public is called with junk (parameters, query, body, a body that is not even
 * JSON) as an anonymous caller and as a candidate: the answer must be 401/403, never a 400 that
 * describes the schema. The document is read from the app itself, so a new endpoint is walked the
 * day it is added; only the lists below say which operations anyone, or any signed-in user, may call.
 */

/** Operations anyone may call (a 400 for junk is right there). */
const PUBLIC = new Set([
  'POST /api/login1',
  'POST /api/login/mfa',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/verify-email',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'GET /api/organisation',
  'GET /pays/list',
  'GET /pays/list/{designation}',
  'GET /civilite/list',
  'GET /civilite/{designation}',
  'GET /type-contrat/list',
  'GET /type-contrat/{type}',
  'GET /etat-candidature/list',
  'GET /etat-candidature/list/etats/{etat}',
  'GET /nom-document/list',
  'GET /poste-de-travail/list',
  'GET /poste-vacant/list',
  'GET /poste-vacant/{id}',
  'POST /document-candidature/upload',
  'POST /candidature/upload-user',
  'POST /candidature/upload',
  'POST /mon-doc/upload',
  // Interviews (§15): the candidate's link and a staff member's feed carry their own keys.
  'GET /api/entretien',
  'POST /api/entretien/choisir',
  'GET /api/calendrier/{fichier}',
  // Hiring team (§14): the mailed invitation's token decides.
  'POST /api/invitation/accept',
  // Screening questions (§16): public for an open vacancy (staff read them in scope).
  'GET /poste-vacant/{id}/questions',
  // Job alerts (§18): anyone asks; the mailed tokens decide the rest.
  'POST /api/alertes',
  'POST /api/alertes/confirmer',
  'GET /api/alertes',
  'POST /api/alertes/{id}/update',
  'DELETE /api/alertes/{id}',
  'GET /api/alertes/desabonner',
  'POST /api/alertes/desabonner',
  // Prefill from a CV (§19): anyone applying.
  'POST /api/cv/lecture',
  // Job feeds (§22): public, open vacancies only.
  'GET /flux/offres.xml',
  'GET /flux/offres.rss',
  'GET /flux/offres.json',
]);

/**
 * Operations any signed-in user may call for their own data ("self"): anonymous gets 401, a
 * candidate's junk may then be refused as junk (400) or as someone else's (403).
 */
const SIGNED_IN = new Set([
  'POST /api/verify-email/resend',
  'GET /user/{mail}',
  'GET /user/role/{mail}',
  'GET /user/b/{individuId}',
  'GET /user/bb/{id}',
  'GET /individu/get/individu/{id}',
  'GET /candidature/byid/{individuId}',
  'GET /candidature/{id}/historique',
  'GET /document-candidature/by-candidature/{id}',
  'GET /document-candidature/download/{nomFichier}',
  'GET /document-candidature/toto/{nomFichier}',
  'GET /test/toto/mimi/{nomFichier}',
  'GET /api/me/export',
  'POST /api/me/preferences',
  'DELETE /api/me',
  'GET /api/me/sessions',
  'DELETE /api/me/sessions/{id}',
  'GET /individu/{id}/effacement',
  'GET /api/me/entretiens',
  'GET /candidature/{id}/reponses',
  'GET /api/me/candidatures/{id}/messages',
  'POST /api/me/candidatures/{id}/messages',
]);

/** The claim holder (the browser that just applied) or an admin: 403 to anyone else. */
const CLAIM = new Set(['POST /api/{id}/register']);

/** Junk in every place a request can carry it. */
// `%25`: a lone `%` once decoded (a `%` itself is a malformed URL, refused before any route is chosen).
const JUNK_PARAMS = ['x', '-1', '%25', '0.5', `${'x'.repeat(300)}`];
const JUNK_QUERY = '?page=abc&size=-5&tri=%3Cscript%3E&ids=x';
const JUNK_BODIES: { payload: string; type: string }[] = [
  { payload: '{"junk":[1,{"__proto__":{"role":"ADMIN"}}],"ids":"x","texte":7}', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '{"nom":', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: '<a/>', type: 'text/xml' },
];

interface Operation {
  op: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
}

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
let unverified: TestUser;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidate = await t.signIn('CANDIDAT');
  unverified = await t.signIn('CANDIDAT');
  await t.db.updateTable('users').set({ email_verifie: 0 }).where('id', '=', unverified.id).execute();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      op: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
    })),
  );
});
afterAll(() => t.close());

/** Each way of sending junk to one operation: the path's parameters, the query and the body. */
function junkRequests(o: Operation): { url: string; payload?: string; type?: string }[] {
  const requests: { url: string; payload?: string; type?: string }[] = [];
  for (const param of JUNK_PARAMS) {
    const url = o.path.replace(/\{[^}]+\}/g, param) + JUNK_QUERY;
    if (o.method === 'GET') requests.push({ url });
    else for (const body of JUNK_BODIES) requests.push({ url, ...body });
  }
  return requests;
}

async function walk(headers: Record<string, string>, expected: (o: Operation) => number[] | null) {
  const wrong: string[] = [];
  let calls = 0;
  for (const o of operations) {
    const allowed = expected(o);
    if (!allowed) continue;
    for (const request of junkRequests(o)) {
      const res = await t.app.inject({
        method: o.method,
        url: request.url,
        headers: { ...headers, ...(request.type ? { 'content-type': request.type } : {}) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      calls += 1;
      if (!allowed.includes(res.statusCode)) {
        wrong.push(`${o.op} ${request.url.slice(0, 60)} ${request.payload?.slice(0, 20) ?? ''}: ${res.statusCode}`);
      }
    }
  }
  return { wrong, calls };
}

describe('access before validation (contract §3), over the whole OpenAPI document', () => {
  it('knows every operation it walks past', () => {
    const listed = [...PUBLIC, ...SIGNED_IN, ...CLAIM];
    const ops = operations.map((o) => o.op);
    // A listed operation that no longer exists would exempt its successor silently.
    expect(listed.filter((op) => !ops.includes(op))).toEqual([]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers 401 (403 without the claim) to an anonymous caller, whatever the junk', async () => {
    const { wrong, calls } = await walk({}, (o) => {
      if (PUBLIC.has(o.op)) return null;
      return CLAIM.has(o.op) ? [403] : [401];
    });
    expect(calls).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a candidate on what is not theirs to call, whatever the junk', async () => {
    for (const user of [candidate, unverified]) {
      const { wrong } = await walk(user.headers, (o) => (PUBLIC.has(o.op) || SIGNED_IN.has(o.op) ? null : [403]));
      expect(wrong).toEqual([]);
    }
  });

  it('answers 403 to an unverified candidate on the personal data it reads, whatever the junk', async () => {
    // Verified first (§9): an account made for someone else's address learns nothing from a 400 either.
    const reads = (o: Operation) =>
      /^GET \/(candidature\/|document-candidature\/|test\/toto|individu\/|api\/me\/export)/.test(o.op) &&
      SIGNED_IN.has(o.op)
        ? [403]
        : null;
    const { wrong, calls } = await walk(unverified.headers, reads);
    expect(calls).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it("refuses a write carried by an admin's session cookie from another site (403), whatever the junk", async () => {
    const crossSite = { cookie: `${SESSION_COOKIE}=${admin.token}`, origin: 'https://evil.example' };
    const { wrong, calls } = await walk(crossSite, (o) => (o.method === 'GET' ? null : [403]));
    expect(calls).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a token whose account is gone', async () => {
    const gone = await t.signIn('CANDIDAT');
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const { wrong } = await walk(gone.headers, (o) => (PUBLIC.has(o.op) || CLAIM.has(o.op) ? null : [401]));
    expect(wrong).toEqual([]);
  });
});

import { messages, todayIn } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { nowIso } from '../../lib/clock.js';
import {
  makeIndividu,
  makeOpenVacancy,
  makePosteDeTravail,
  makePosteVacant,
  makeSession,
} from '../../seed/factories.js';
import { loadPostesVacants } from './poste-vacant.service.js';

let t: TestApp;
let admin: TestUser;
let candidat: TestUser;
let today: string;

/** `yyyy-MM-dd` shifted by whole days (calendar arithmetic, no time zone involved). */
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function addCandidatures(posteVacantId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const individuId = await makeIndividu(t.db);
    await t.db
      .insertInto('candidature')
      .values({
        individu_id: individuId,
        poste_vacant_id: posteVacantId,
        etat_candidature_id: 1,
        date_candidature: nowIso(),
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidat = await t.signIn('CANDIDAT');
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
/** Writes go as the admin unless another caller (`null`: anonymous) is given. */
const { post, del } = requestsAs(
  () => t,
  () => admin,
);

describe('loadPostesVacants', () => {
  it('builds each vacancy with its nested poste, session (status boolean) and contract type', async () => {
    const posteId = await makePosteDeTravail(t.db, { reference: 'LOAD-1', nom: 'Comptable' });
    const sessionId = await makeSession(t.db, {
      reference: 'S-LOAD',
      dateOuverture: '2024-01-01',
      dateCloture: '2024-02-01',
      status: false,
    });
    const id = await makePosteVacant(t.db, { posteId, sessionId, typeContratId: 2, nom: 'Comptable senior' });
    const loaded = await loadPostesVacants(t.app.ctx, [id, id, 999_999]);
    expect([...loaded.keys()]).toEqual([id]);
    expect(loaded.get(id)).toEqual({
      id,
      nom: 'Comptable senior',
      descriptif: '<p>Une belle mission.</p>',
      nomEn: null,
      descriptifEn: null,
      poste: { id: posteId, reference: 'LOAD-1', nom: 'Comptable' },
      session: {
        id: sessionId,
        reference: 'S-LOAD',
        dateOuverture: '2024-01-01',
        dateCloture: '2024-02-01',
        status: false,
      },
      typeContrat: { id: 2, type: 'CDD' },
      lieu: null,
      salaireMin: null,
      salaireMax: null,
      salairePeriode: null,
      teletravail: 'NON',
    });
  });

  it('answers an empty map for no ids', async () => {
    expect((await loadPostesVacants(t.app.ctx, [])).size).toBe(0);
  });
});

describe('GET /poste-vacant/list: who sees what', () => {
  const ids: Record<string, number> = {};
  let otherApp: TestApp;

  beforeAll(async () => {
    // A database of its own, so the counts below are exact.
    otherApp = await createTestApp();
    const db = otherApp.db;
    const posteId = await makePosteDeTravail(db);
    const session = (dateOuverture: string, dateCloture: string, status = true) =>
      makeSession(db, { dateOuverture, dateCloture, status });
    const sessions = {
      open: await session(shift(today, -10), shift(today, 10)),
      closed: await session(shift(today, -10), shift(today, -1)),
      notYet: await session(shift(today, 1), shift(today, 10)),
      disabled: await session(shift(today, -10), shift(today, 10), false),
      closingToday: await session(shift(today, -10), today),
      openingToday: await session(today, shift(today, 10)),
    };
    for (const [name, sessionId] of Object.entries(sessions)) {
      ids[name] = await makePosteVacant(db, { posteId, sessionId, nom: `Offre ${name}` });
    }
  });
  afterAll(() => otherApp.close());

  const names = (body: { nom: string }[]) => body.map((v) => v.nom);

  it('shows the public only open vacancies, in id order, closing and opening today included', async () => {
    const res = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Offre open', 'Offre closingToday', 'Offre openingToday']);
  });

  it('does not let the public widen the list with ouvert=false', async () => {
    const res = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list?ouvert=false' });
    expect(names(res.json())).toEqual(['Offre open', 'Offre closingToday', 'Offre openingToday']);
  });

  it('shows a candidate the same as the public', async () => {
    const user = await otherApp.signIn('CANDIDAT');
    const res = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list', headers: user.headers });
    expect(res.json()).toHaveLength(3);
  });

  it('shows an admin every vacancy in id order, and only the open ones with ouvert=true', async () => {
    const boss = await otherApp.signIn('ADMIN');
    const all = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list', headers: boss.headers });
    expect(all.json().map((v: { id: number }) => v.id)).toEqual(Object.values(ids));
    const open = await otherApp.app.inject({
      method: 'GET',
      url: '/poste-vacant/list?ouvert=true',
      headers: boss.headers,
    });
    expect(names(open.json())).toEqual(['Offre open', 'Offre closingToday', 'Offre openingToday']);
  });

  it('answers 404 to the public and to a candidate for a vacancy that is not open (contract §11)', async () => {
    const user = await otherApp.signIn('CANDIDAT');
    for (const name of ['closed', 'notYet', 'disabled']) {
      const res = await otherApp.app.inject({ method: 'GET', url: `/poste-vacant/${ids[name]}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      const asCandidate = await otherApp.app.inject({
        method: 'GET',
        url: `/poste-vacant/${ids[name]}`,
        headers: user.headers,
      });
      expect(asCandidate.statusCode).toBe(404);
    }
    const open = await otherApp.app.inject({ method: 'GET', url: `/poste-vacant/${ids.closingToday}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ id: ids.closingToday, nom: 'Offre closingToday', lieu: null });
    expect(open.json()).not.toHaveProperty('datePublication');
  });

  it('still answers a closed vacancy by id to an admin', async () => {
    const boss = await otherApp.signIn('ADMIN');
    const res = await otherApp.app.inject({ method: 'GET', url: `/poste-vacant/${ids.closed}`, headers: boss.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.closed, nom: 'Offre closed', session: { status: true } });
  });

  it('pages the public list with X-Total-Count', async () => {
    const first = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list?page=1&size=2' });
    expect(first.headers['x-total-count']).toBe('3');
    expect(names(first.json())).toEqual(['Offre open', 'Offre closingToday']);
    const second = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list?page=2&size=2' });
    expect(names(second.json())).toEqual(['Offre openingToday']);
    const beyond = await otherApp.app.inject({ method: 'GET', url: '/poste-vacant/list?page=5&size=2' });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
  });
});

describe('GET /poste-vacant/list: filters', () => {
  let cdd: number;
  let dev: number;
  beforeAll(async () => {
    const devPoste = await makePosteDeTravail(t.db, { nom: 'Développeur Filtre' });
    const rhPoste = await makePosteDeTravail(t.db, { nom: 'Chargé RH Filtre' });
    const sessionId = await makeSession(t.db);
    cdd = await makePosteVacant(t.db, { posteId: rhPoste, sessionId, typeContratId: 2, nom: 'Gestionnaire paie' });
    dev = await makePosteVacant(t.db, { posteId: devPoste, sessionId, typeContratId: 1, nom: 'Développeur React' });
  });

  const ids = async (query: string) =>
    (await get(`/poste-vacant/list?${query}`)).json().map((v: { id: number }) => v.id);

  it('filters by contract type, ignoring case', async () => {
    const found = await ids('typeContrat=cdd');
    expect(found).toContain(cdd);
    expect(found).not.toContain(dev);
  });

  it('filters by work position name, ignoring case', async () => {
    expect(await ids(`poste=${encodeURIComponent('DÉVELOPPEUR FILTRE')}`)).toEqual([dev]);
  });

  it('filters by vacancy name, exactly but ignoring case', async () => {
    expect(await ids('nom=d%C3%A9veloppeur%20react')).toEqual([dev]);
    expect(await ids('nom=React')).toEqual([]);
  });

  it('combines filters and answers [] when nothing matches', async () => {
    expect(await ids(`typeContrat=CDI&poste=${encodeURIComponent('Chargé RH Filtre')}`)).toEqual([]);
    expect(await ids(`typeContrat=CDD&poste=${encodeURIComponent('Chargé RH Filtre')}`)).toEqual([cdd]);
  });

  it('refuses bad paging or a bad ouvert flag with a French message per field', async () => {
    const res = await get('/poste-vacant/list?page=0&size=101');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ page: messages.pageInvalid, size: messages.sizeInvalid });
    const flag = await get('/poste-vacant/list?ouvert=oui&page=x');
    expect(flag.json().fields).toEqual({
      page: messages.pageInvalid,
      ouvert: 'Le filtre « ouvert » doit valoir true ou false.',
    });
  });

  it('describes the list and its nested shape in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json();
    const list = doc.paths['/poste-vacant/list'].get;
    const item = list.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(item.properties)).toEqual([
      'id',
      'nom',
      'descriptif',
      'nomEn',
      'descriptifEn',
      'poste',
      'session',
      'typeContrat',
      'lieu',
      'salaireMin',
      'salaireMax',
      'salairePeriode',
      'teletravail',
    ]);
    expect(item.properties.session.properties.status.type).toBe('boolean');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'typeContrat', 'poste', 'nom', 'ouvert']),
    );
  });
});

describe('GET /poste-vacant/{id}', () => {
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await get('/poste-vacant/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: "Ce poste vacant n'existe pas." });
    const bad = await get('/poste-vacant/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: messages.idInvalid });
  });
});

describe('POST /poste-vacant/add and /{id}/update', () => {
  let posteId: number;
  let sessionId: number;
  const body = () => ({
    nom: 'Chef de projet',
    descriptif: '<p>Piloter <strong>les projets</strong>.</p>',
    poste: { id: posteId },
    session: { id: sessionId },
    typeContrat: { id: 3 },
    salaireMin: 40000,
    salaireMax: 48000,
    salairePeriode: 'AN',
  });

  beforeAll(async () => {
    posteId = await makePosteDeTravail(t.db, { reference: 'CDP-1', nom: 'Chef de projet' });
    sessionId = await makeSession(t.db, { reference: 'S-CDP', dateOuverture: '2025-01-01', dateCloture: '2999-01-01' });
  });

  it('creates a vacancy (201) and answers it read back with its relations', async () => {
    const res = await post('/poste-vacant/add', { ...body(), id: 1, extra: 'ignored' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      nom: 'Chef de projet',
      descriptif: '<p>Piloter <strong>les projets</strong>.</p>',
      nomEn: null,
      descriptifEn: null,
      poste: { id: posteId, reference: 'CDP-1', nom: 'Chef de projet' },
      session: {
        id: sessionId,
        reference: 'S-CDP',
        dateOuverture: '2025-01-01',
        dateCloture: '2999-01-01',
        status: true,
      },
      typeContrat: { id: 3, type: 'Intérim' },
      lieu: null,
      salaireMin: 40000,
      salaireMax: 48000,
      salairePeriode: 'AN',
      teletravail: 'NON',
    });
    expect(created.id).not.toBe(1);
    expect((await get(`/poste-vacant/${created.id}`)).json()).toEqual(created);
  });

  it('updates a vacancy and answers it read back', async () => {
    const { id } = (await post('/poste-vacant/add', body())).json();
    const res = await post(`/poste-vacant/${id}/update`, {
      ...body(),
      nom: 'Chef de projet IT',
      typeContrat: { id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, nom: 'Chef de projet IT', typeContrat: { id: 1, type: 'CDI' } });
    expect((await get(`/poste-vacant/${id}`)).json().nom).toBe('Chef de projet IT');
  });

  it('answers 404 when updating an unknown vacancy', async () => {
    const res = await post('/poste-vacant/999999/update', body());
    expect(res.statusCode).toBe(404);
  });

  it('names each missing relation in fields (400)', async () => {
    const res = await post('/poste-vacant/add', {
      ...body(),
      poste: { id: 999_999 },
      session: { id: 999_998 },
      typeContrat: { id: 999_997 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        poste: "Ce poste de travail n'existe pas.",
        session: "Cette session de candidature n'existe pas.",
        typeContrat: "Ce type de contrat n'existe pas.",
      },
    });
    const update = await post(`/poste-vacant/${(await post('/poste-vacant/add', body())).json().id}/update`, {
      ...body(),
      poste: { id: 999_999 },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toEqual({ poste: "Ce poste de travail n'existe pas." });
  });

  it('requires nom and the three relations, each with its French message', async () => {
    const res = await post('/poste-vacant/add', { nom: '   ', descriptif: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      nom: messages.nomRequired,
      poste: messages.posteRequired,
      session: messages.sessionRequired,
      typeContrat: messages.typeContratRequired,
      salaireMin: messages.salaireMinRequired,
      salaireMax: messages.salaireMaxRequired,
      salairePeriode: messages.salairePeriodeRequired,
    });
    const badId = await post('/poste-vacant/add', { ...body(), poste: { id: 'abc' } });
    expect(badId.json().fields).toEqual({ 'poste.id': messages.posteRequired });
  });

  it('accepts a vacancy without descriptif (stored as empty text)', async () => {
    const { descriptif, ...rest } = body();
    const res = await post('/poste-vacant/add', rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().descriptif).toBe('');
  });
});

describe('descriptif sanitised on write', () => {
  let relations: Record<string, unknown>;
  beforeAll(async () => {
    const { posteId, sessionId } = await makeOpenVacancy(t.db);
    relations = {
      poste: { id: posteId },
      session: { id: sessionId },
      typeContrat: { id: 1 },
      salaireMin: 2000,
      salaireMax: 2000,
      salairePeriode: 'MOIS',
    };
  });

  const saved = async (descriptif: string) => {
    const res = await post('/poste-vacant/add', { nom: 'Offre XSS', descriptif, ...relations });
    expect(res.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('poste_vacant')
      .select('descriptif')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(res.json().descriptif).toBe(stored.descriptif);
    return stored.descriptif;
  };

  it('strips scripts, event handlers, iframes, styles and script URLs', async () => {
    expect(await saved('<p>Bonjour<script>alert(1)</script></p>')).toBe('<p>Bonjour</p>');
    expect(await saved('<img src="x" onerror="alert(1)"><p onclick="alert(2)">Texte</p>')).toBe('<p>Texte</p>');
    expect(await saved('<a href="javascript:alert(1)">lien</a>')).toBe('lien');
    expect(await saved('<a href="jav&#x09;ascript:alert(1)">lien</a>')).toBe('lien');
    expect(await saved('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(await saved('<p style="background:url(javascript:alert(1))">ok</p><style>p{}</style>')).toBe('<p>ok</p>');
    expect(await saved('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps the allowed formatting: bold, italics, headings, lists, quotes and safe links', async () => {
    const html =
      '<h2>Missions</h2><p><strong>Gras</strong>, <em>italique</em>, <u>souligné</u>, <s>barré</s><br></p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>citation</blockquote>' +
      '<p class="ql-align-center">centré</p>';
    expect(await saved(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s) and mailto links, adding rel and dropping target', async () => {
    expect(await saved('<a href="https://example.com/emploi" target="_blank">site</a>')).toBe(
      '<a href="https://example.com/emploi" rel="noopener noreferrer">site</a>',
    );
    expect(await saved('<a href="mailto:rh@example.com">écrire</a>')).toBe(
      '<a href="mailto:rh@example.com" rel="noopener noreferrer">écrire</a>',
    );
  });
});

describe('DELETE /poste-vacant/delete/{id}', () => {
  it('deletes a vacancy without applications (204), then answers 404', async () => {
    const { id } = await makeOpenVacancy(t.db);
    const res = await del(`/poste-vacant/delete/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/poste-vacant/${id}`)).statusCode).toBe(404);
    expect((await del(`/poste-vacant/delete/${id}`)).statusCode).toBe(404);
  });

  it('refuses (409) while the vacancy has applications, naming how many', async () => {
    const { id } = await makeOpenVacancy(t.db);
    await addCandidatures(id, 2);
    const res = await del(`/poste-vacant/delete/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Ce poste vacant a reçu 2 candidatures.' });
    const single = await makeOpenVacancy(t.db);
    await addCandidatures(single.id, 1);
    expect((await del(`/poste-vacant/delete/${single.id}`)).json().message).toBe(
      'Ce poste vacant a reçu 1 candidature.',
    );
  });
});

describe('access', () => {
  let id: number;
  beforeAll(async () => {
    id = (await makeOpenVacancy(t.db)).id;
  });

  const writes = () => [
    () => post('/poste-vacant/add', {}, null),
    () => post(`/poste-vacant/${id}/update`, {}, null),
    () => del(`/poste-vacant/delete/${id}`, null),
  ];

  it('answers 401 to anonymous writes and 403 to a candidate', async () => {
    for (const call of writes()) expect((await call()).statusCode).toBe(401);
    expect((await post('/poste-vacant/add', {}, candidat)).statusCode).toBe(403);
    expect((await post(`/poste-vacant/${id}/update`, {}, candidat)).statusCode).toBe(403);
    expect((await del(`/poste-vacant/delete/${id}`, candidat)).statusCode).toBe(403);
    expect((await get(`/poste-vacant/${id}`)).statusCode).toBe(200);
  });
});

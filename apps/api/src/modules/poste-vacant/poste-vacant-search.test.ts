import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from '../../seed/factories.js';
import { PublicReadCache, publicCache } from './public-cache.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const dev = await makePosteDeTravail(db, { reference: 'DEV', nom: 'Développeur' });
  const compta = await makePosteDeTravail(db, { reference: 'CPT', nom: 'Comptable' });
  const open = await makeSession(db);
  const closed = await makeSession(db, { dateOuverture: '2000-01-01', dateCloture: '2000-12-31' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
  const add = async (name: string, values: Parameters<typeof makePosteVacant>[1]) => {
    ids[name] = await makePosteVacant(db, values);
  };
  await add('java', {
    posteId: dev,
    sessionId: open,
    nom: 'Ingénieur Java',
    descriptif: '<p>Microservices <strong>Spring</strong> à Lyon.</p>',
    lieu: 'Lyon',
    datePublication: day(3),
  });
  await add('react', {
    posteId: dev,
    sessionId: open,
    nom: 'Front React',
    descriptif: '<p>Interfaces accessibles.</p>',
    lieu: 'Paris',
    datePublication: day(5),
  });
  await add('paie', {
    posteId: compta,
    sessionId: open,
    nom: 'Gestionnaire paie',
    descriptif: '<p>Paie et <em>déclarations</em> sociales.</p>',
    lieu: 'Lyon',
    datePublication: day(1),
  });
  await add('ferme', {
    posteId: dev,
    sessionId: closed,
    nom: 'Ingénieur Java ancien',
    descriptif: '<p>Spring.</p>',
    lieu: 'Lyon',
    datePublication: day(9),
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/poste-vacant/list?${query}` });
  expect(res.statusCode).toBe(200);
  return { names: (res.json() as { nom: string }[]).map((v) => v.nom), total: res.headers['x-total-count'] };
};

describe('GET /poste-vacant/list?q=', () => {
  it('finds words in the name and the description, ignoring case and accents, open vacancies only', async () => {
    expect((await list('q=spring')).names).toEqual(['Ingénieur Java']);
    expect((await list('q=DECLARATIONS')).names).toEqual(['Gestionnaire paie']);
    expect((await list('q=ingenieur')).names).toEqual(['Ingénieur Java']);
  });

  it('finds the name of the work position, and the start of a word', async () => {
    expect((await list('q=developpeur')).names).toEqual(['Ingénieur Java', 'Front React']);
    expect((await list('q=micro')).names).toEqual(['Ingénieur Java']);
  });

  it('needs every word, each anywhere', async () => {
    expect((await list('q=développeur lyon')).names).toEqual(['Ingénieur Java']);
    expect((await list('q=java paie')).names).toEqual([]);
  });

  it('does not match the markup of the description', async () => {
    expect((await list('q=strong')).names).toEqual([]);
  });

  it('treats search syntax as plain words', async () => {
    expect((await list(`q=${encodeURIComponent('java" OR "paie*')}`)).names).toEqual([]);
    expect((await list(`q=${encodeURIComponent('spring & !:*')}`)).names).toEqual(['Ingénieur Java']);
    expect((await list(`q=${encodeURIComponent('---')}`)).total).toBe('3');
  });

  it('refuses an over-long search with the contract error', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/poste-vacant/list?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { q: expect.any(String) } });
  });
});

describe('GET /poste-vacant/list: lieu and tri', () => {
  it('filters by place, ignoring case', async () => {
    expect((await list('lieu=lyon')).names).toEqual(['Ingénieur Java', 'Gestionnaire paie']);
  });

  it('lists newest first with tri=recent, id order otherwise', async () => {
    expect((await list('tri=recent')).names).toEqual(['Front React', 'Ingénieur Java', 'Gestionnaire paie']);
    expect((await list('')).names).toEqual(['Ingénieur Java', 'Front React', 'Gestionnaire paie']);
  });

  it('pages with the right total, counted or told by a short page', async () => {
    expect(await list('tri=recent&page=1&size=2')).toEqual({ names: ['Front React', 'Ingénieur Java'], total: '3' });
    expect(await list('tri=recent&page=2&size=2')).toEqual({ names: ['Gestionnaire paie'], total: '3' });
    expect(await list('tri=recent&page=3&size=2')).toEqual({ names: [], total: '3' });
    expect(await list('lieu=paris&page=1&size=5')).toEqual({ names: ['Front React'], total: '1' });
  });

  it('refuses an unknown order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/poste-vacant/list?tri=nom' });
    expect(res.statusCode).toBe(400);
  });
});

describe('cache of public reads', () => {
  it('shows a write at once on the instance that made it', async () => {
    const boss = await t.signIn('ADMIN');
    const before = await list('q=kotlin');
    expect(before.names).toEqual([]);
    const current = (await t.app.inject({ method: 'GET', url: `/poste-vacant/${ids.react}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${ids.react}/update`,
      headers: boss.headers,
      payload: {
        ...current,
        salaireMin: 30000,
        salaireMax: 40000,
        salairePeriode: 'AN',
        descriptif: '<p>React et Kotlin.</p>',
        lieu: ' Nantes ',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lieu).toBe('Nantes');
    expect((await list('q=kotlin')).names).toEqual(['Front React']);
    expect((await list('lieu=nantes')).names).toEqual(['Front React']);
  });

  it('sees a write made by anyone else (another instance, SQL) through the version in the database', async () => {
    const versionBefore = await publicCache(t.app.ctx).version();
    await t.db.updateTable('poste_vacant').set({ nom: 'Gestionnaire de paie' }).where('id', '=', ids.paie!).execute();
    const row = await t.db.selectFrom('public_data_version').select('version').executeTakeFirstOrThrow();
    expect(Number(row.version)).toBeGreaterThan(versionBefore);
    // Another instance re-reads the version within its TTL; here the TTL is skipped.
    publicCache(t.app.ctx).markStale();
    expect((await list('lieu=lyon')).names).toContain('Gestionnaire de paie');
  });

  it('re-reads the version only after its TTL, and shares one read between concurrent callers', async () => {
    let now = 0;
    let reads = 0;
    let version = 1;
    const cache = new PublicReadCache(
      async () => {
        reads++;
        return version;
      },
      () => now,
    );
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(reads).toBe(1);
    version = 2;
    now = 400;
    expect(await cache.get('k', load)).toBe(1);
    now = 600;
    expect(await cache.get('k', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicReadCache(async () => 1);
    await expect(cache.get('k', () => Promise.reject(new Error('base indisponible')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});

describe('ETag of the public list', () => {
  it('answers 304 without a body to a client that has the page already', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/poste-vacant/list?page=1&size=2' });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/poste-vacant/list?page=1&size=2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });
});

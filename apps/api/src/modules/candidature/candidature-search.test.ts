import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import { individuSearchKey as searchKeyMigration } from '../../db/migrations/2026-11-22T0435-individu-search-key.js';
import { individuTrigram } from '../../db/migrations/2026-11-24T1200-individu-trigram.js';
import { individuNameOrder } from '../../db/migrations/2026-11-25T1630-individu-name-order.js';
import { individuSearchKey, toSearchKey } from '../../lib/keys.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';

/** The admin search `q`: accents, case, spaces, LIKE wildcards, paging, and `individu.search_key`. */
let t: TestApp;
let admin: TestUser;
let java: number;
let compta: number;

const people = {
  lefevre: { nom: 'Lefèvre', prenom: 'Élodie', email: 'e.lefevre@example.com' },
  martin: { nom: 'Martin', prenom: 'Elodie', email: 'elodie.martin@example.org' },
  percent: { nom: 'Cent%Pour', prenom: 'Zoé', email: 'zoe@example.com' },
  underscore: { nom: 'Dupont', prenom: 'Jean', email: 'jean_paul@example.com' },
  lookalike: { nom: 'Dupont', prenom: 'Jeanne', email: 'jeanxpaul@example.com' },
  backslash: { nom: 'Back\\Slash', prenom: 'Bob', email: 'bob@example.com' },
};
type Who = keyof typeof people;
/** Application ids, in the order they were made (so the list shows them in reverse). */
const made: { who: Who; id: number; vacancy: number }[] = [];

async function apply(who: Who, vacancy: number) {
  const res = await postForm(t, applyForm(vacancy, people[who]));
  expect(res.statusCode).toBe(201);
  made.push({ who, id: res.json().idCandidature as number, vacancy });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  java = (await makeOpenVacancy(t.db, { nom: 'Développeur Java' })).id;
  compta = (await makeOpenVacancy(t.db, { nom: 'Comptable' })).id;
  for (const who of Object.keys(people) as Who[]) await apply(who, java);
  await apply('lefevre', compta);
});
afterAll(() => t.close());

const list = (query: string, path = '/candidature/list') =>
  t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: admin.headers });
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const idsOf = async (query: string, path?: string) =>
  ((await list(query, path)).json() as { id: number }[]).map((c) => c.id);
/** The expected answer: those people's applications, newest first. */
const newestOf = (...who: Who[]) =>
  made
    .filter((m) => who.includes(m.who))
    .map((m) => m.id)
    .reverse();

describe('toSearchKey', () => {
  it('ignores case, accents, ligatures and compatibility forms, and collapses spaces', () => {
    expect(toSearchKey('  Élodie \t LEFÈVRE ')).toBe('elodie lefevre');
    expect(toSearchKey('ŒUVRE Cœur Æsir')).toBe('oeuvre coeur aesir');
    expect(toSearchKey('ﬁlou ＭＡＲ ℂlaire İlhan')).toBe('filou mar claire ilhan');
    expect(toSearchKey('Ngọc Ánh')).toBe('ngoc anh');
  });

  it('keeps the three parts of an individu on their own lines', () => {
    expect(individuSearchKey(people.lefevre)).toBe('lefevre elodie\nelodie lefevre\ne.lefevre@example.com');
  });
});

describe('GET /candidature/list?q=', () => {
  it('finds a name whatever the accents and case, both ways', async () => {
    const both = newestOf('lefevre', 'martin');
    expect(await idsOf(q('élodie'))).toEqual(both);
    expect(await idsOf(q('ELODIE'))).toEqual(both);
    expect(await idsOf(q('Élodie'))).toEqual(both);
    expect(await idsOf(q('LEFÈVRE'))).toEqual(newestOf('lefevre'));
    expect(await idsOf(q('lefevre'))).toEqual(newestOf('lefevre'));
  });

  it('finds "prénom nom", "nom prénom" and an e-mail fragment, never across them', async () => {
    expect(await idsOf(q('élodie lefèvre'))).toEqual(newestOf('lefevre'));
    expect(await idsOf(q('Lefevre  Elodie'))).toEqual(newestOf('lefevre'));
    expect(await idsOf(q('Elodie.Martin@Example'))).toEqual(newestOf('martin'));
    expect(await idsOf(q('.org'))).toEqual(newestOf('martin'));
    expect(await idsOf(q('lefevre e.lefevre'))).toEqual([]);
  });

  it('matches %, _ and \\ literally', async () => {
    expect(await idsOf(q('%'))).toEqual(newestOf('percent'));
    expect(await idsOf(q('t%p'))).toEqual(newestOf('percent'));
    expect(await idsOf(q('n_p'))).toEqual(newestOf('underscore'));
    expect(await idsOf(q('_'))).toEqual(newestOf('underscore'));
    expect(await idsOf(q('k\\s'))).toEqual(newestOf('backslash'));
    expect(await idsOf(q('\\'))).toEqual(newestOf('backslash'));
  });

  it('pages a search with the total of all its matches', async () => {
    const all = newestOf(...(Object.keys(people) as Who[]));
    expect(all).toHaveLength(7);
    const first = await list(`${q('example')}&page=1&size=3`);
    expect(first.headers['x-total-count']).toBe('7');
    expect(first.json().map((c: { id: number }) => c.id)).toEqual(all.slice(0, 3));
    const last = await list(`${q('example')}&page=3&size=3`);
    expect(last.headers['x-total-count']).toBe('7');
    expect(last.json().map((c: { id: number }) => c.id)).toEqual(all.slice(6));
    const past = await list(`${q('example')}&page=4&size=3`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('7');
    const none = await list(`${q('personne')}&page=1&size=3`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('combines with the vacancy filter, here and on /candidature/poste-vacant/{name}', async () => {
    const inCompta = made.filter((m) => m.vacancy === compta).map((m) => m.id);
    expect(await idsOf(`${q('élodie')}&posteVacant=${compta}`)).toEqual(inCompta);
    const byName = await list(
      `${q('ELODIE')}&page=1&size=1`,
      `/candidature/poste-vacant/${encodeURIComponent('développeur java')}`,
    );
    expect(byName.headers['x-total-count']).toBe('2');
    const javaElodies = made.filter((m) => m.vacancy === java && (m.who === 'lefevre' || m.who === 'martin'));
    expect(byName.json().map((c: { id: number }) => c.id)).toEqual([javaElodies.at(-1)?.id]);
  });
});

describe('individu.search_key', () => {
  const keyOf = async (id: number) =>
    (await t.db.selectFrom('individu').select('search_key').where('id', '=', id).executeTakeFirstOrThrow()).search_key;

  it('is written by an application, a registration and the factory', async () => {
    const applied = await t.db
      .selectFrom('individu')
      .select(['search_key'])
      .where('email_key', '=', 'e.lefevre@example.com')
      .executeTakeFirstOrThrow();
    expect(applied.search_key).toBe('lefevre elodie\nelodie lefevre\ne.lefevre@example.com');

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'Anh.Nguyen@Example.com',
        password: TEST_PASSWORD,
        individu: { nom: 'Nguyễn', prenom: 'Ánh', telephone: '0611223344' },
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(await keyOf(registered.json().id_individu)).toBe('nguyen anh\nanh nguyen\nanh.nguyen@example.com');

    const factory = await makeIndividu(t.db, { nom: 'Œuvre', prenom: 'Ève', email: 'eve@example.com' });
    expect(await keyOf(factory)).toBe('oeuvre eve\neve oeuvre\neve@example.com');
  });

  it('is filled by its migration for the rows written before it', async () => {
    const other = await createTestApp();
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no search_key.
      const db = other.db as unknown as Kysely<any>;
      const dialect = other.app.dialect;
      // Undone in reverse order: the later migrations' indexes (name order, trigram) read the column.
      await individuNameOrder.down(db, dialect);
      await individuTrigram.down(db, dialect);
      await searchKeyMigration.down(db, dialect);
      // More rows than one batch of the backfill, as the code before the migration wrote them.
      const rows = Array.from({ length: 1_201 }, (_, i) => ({
        nom: i === 0 ? 'Lefèvre' : `Nom ${i}`,
        prenom: i === 0 ? 'Élodie' : 'Zoé',
        email: `ancien-${i}@Example.com`,
        email_key: `ancien-${i}@example.com`,
        telephone: '0612345678',
        created_at: new Date().toISOString(),
      }));
      await db.insertInto('individu').values(rows).execute();
      await searchKeyMigration.up(db, dialect);
      await individuTrigram.up(db, dialect);
      const keys = await other.db
        .selectFrom('individu')
        .select(['id', 'nom', 'prenom', 'email', 'search_key'])
        .orderBy('id')
        .execute();
      expect(keys).toHaveLength(1_201);
      for (const row of keys) expect(row.search_key).toBe(individuSearchKey(row));
      expect(keys[0]?.search_key).toBe('lefevre elodie\nelodie lefevre\nancien-0@example.com');
      // The later migration's trigram index is rebuilt from those keys.
      const indexed =
        dialect === 'sqlite'
          ? sql<{ id: number }>`select rowid as id from individu_fts where individu_fts match '"lefev"'`
          : sql<{ id: number }>`select id from individu where search_key like '%lefev%'`;
      expect((await indexed.execute(db)).rows.map((r) => r.id)).toEqual([keys[0]?.id]);
    } finally {
      await other.close();
    }
  });
});

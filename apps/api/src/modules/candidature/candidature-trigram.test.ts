import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ETAT } from '../../../test/recruiter-data.js';
import { individuSearchKey, toSearchKey } from '../../lib/keys.js';
import { insertCandidature, makeIndividu, makeOpenVacancy } from '../../seed/factories.js';

/**
 * The admin search through the trigram index (fragments of 3 characters or more: FTS5 on SQLite,
 * pg_trgm on PostgreSQL) and without it (shorter ones): the same answers as a plain contains-match
 * of the folded keys, and an index kept in step with the individus however they change.
 */
let t: TestApp;
let admin: TestUser;
let vacancies: number[];

const people = [
  { nom: 'Lefèvre', prenom: 'Élodie', email: 'e.lefevre@example.com' },
  { nom: 'Martin', prenom: 'Marc', email: 'marc.martin@example.org' },
  { nom: 'Anne-Marie', prenom: 'Dupré', email: 'am@example.net' },
  { nom: 'Cent%Pour', prenom: 'Zoé', email: 'zoe@example.com' },
  { nom: 'Dupont', prenom: 'Jean', email: 'jean_paul@example.com' },
  { nom: 'Dupont', prenom: 'Jeanne', email: 'jeanxpaul@example.com' },
  { nom: 'O"Hara', prenom: 'Scarlett', email: 'tara@example.com' },
  { nom: 'Ærø', prenom: 'Œdipe', email: 'oe*dipe@example.com' },
];
/** Each person's individu id, key and application ids (newest last). */
const rows: { individu: number; key: string; applications: number[] }[] = [];
let clock = Date.parse('2026-11-01T08:00:00Z');

async function applyAs(individu: number, vacancy: number): Promise<number> {
  clock += 60_000;
  return insertCandidature(t.db, {
    individu_id: individu,
    poste_vacant_id: vacancy,
    etat_candidature_id: ETAT.envoyee,
    date_candidature: new Date(clock).toISOString(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  vacancies = [(await makeOpenVacancy(t.db, { nom: 'Développeur' })).id, (await makeOpenVacancy(t.db)).id];
  for (const person of people) {
    const individu = await makeIndividu(t.db, person);
    const applications = [];
    for (const vacancy of vacancies) applications.push(await applyAs(individu, vacancy));
    rows.push({ individu, key: individuSearchKey(person), applications });
  }
});
afterAll(() => t.close());

const search = async (text: string, paging = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/candidature/list?q=${encodeURIComponent(text)}${paging}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as { id: number }[]).map((c) => c.id), total: res.headers['x-total-count'] };
};
/** What a contains-match of the folded keys answers, newest first. */
const expected = (text: string) =>
  rows
    .filter((r) => r.key.includes(toSearchKey(text)))
    .flatMap((r) => r.applications)
    .sort((a, b) => b - a);

describe('admin search through the trigram index', () => {
  it('answers as a contains-match of the keys, for fragments of every length', async () => {
    const fragments = [
      'm',
      'ma',
      'mar',
      'marc',
      'rc.ma',
      'e.',
      'ne-m',
      'dupont je',
      'example',
      'xyz',
      'arø',
      'aer',
      'oe',
    ];
    // Every 1- to 4-character slice of one key too, so both paths see hits and misses.
    const key = rows[1]?.key ?? '';
    for (let n = 1; n <= 4; n++) for (let i = 0; i + n <= key.length; i += 3) fragments.push(key.slice(i, i + n));
    for (const fragment of fragments) {
      if (fragment.includes('\n')) continue;
      expect((await search(fragment)).ids, fragment).toEqual(expected(fragment));
    }
  });

  it('folds accents and case the same way on both paths', async () => {
    const lefevre = [...(rows[0]?.applications ?? [])].reverse();
    for (const text of ['LEFÈ', 'lefe', 'ÉLO', 'ÉL', 'el']) {
      expect((await search(text)).ids, text).toEqual(expected(text));
    }
    expect((await search('LEFÈVRE')).ids).toEqual(lefevre);
    expect((await search('ŒDI')).ids).toEqual(expected('oedi'));
  });

  it('matches %, _, " and the index syntax literally', async () => {
    expect((await search('nt%po')).ids).toEqual([...(rows[3]?.applications ?? [])].reverse());
    expect((await search('n_pa')).ids).toEqual([...(rows[4]?.applications ?? [])].reverse());
    expect((await search('o"ha')).ids).toEqual([...(rows[6]?.applications ?? [])].reverse());
    expect((await search('oe*d')).ids).toEqual([...(rows[7]?.applications ?? [])].reverse());
    expect((await search('ne-ma')).ids).toEqual([...(rows[2]?.applications ?? [])].reverse());
    for (const text of ['%%%', '___', '""', 'a OR b', 'mar*', '(mar)', 'NEAR(']) {
      expect((await search(text)).ids, text).toEqual(expected(text));
    }
  });

  it('pages with the total of all matches', async () => {
    const all = expected('example');
    expect(all).toHaveLength(16);
    const page = await search('example', '&page=2&size=5');
    expect(page.total).toBe('16');
    expect(page.ids).toEqual(all.slice(5, 10));
    // Every page, both date orders: many matches walk the date index, few sort the matches.
    for (const text of ['example', 'dupont', 'lefevre', 'mar', 'ma']) {
      const newest = expected(text);
      for (const size of [1, 3, 7]) {
        for (let page = 1; (page - 1) * size <= newest.length; page++) {
          const slice = newest.slice((page - 1) * size, page * size);
          const paging = `&page=${page}&size=${size}`;
          expect(await search(text, paging), `${text} ${paging}`).toEqual({ ids: slice, total: `${newest.length}` });
          const oldest = [...newest].reverse().slice((page - 1) * size, page * size);
          expect((await search(text, `${paging}&tri=date`)).ids, `${text} ${paging} date`).toEqual(oldest);
        }
      }
    }
  });

  it('follows an individu renamed and one erased', async () => {
    const marc = rows[1];
    if (!marc) throw new Error('no row');
    const renamed = { nom: 'Zyxwu', prenom: 'Marc', email: 'marc.martin@example.org' };
    await t.db
      .updateTable('individu')
      .set({ nom: renamed.nom, search_key: individuSearchKey(renamed) })
      .where('id', '=', marc.individu)
      .execute();
    marc.key = individuSearchKey(renamed);
    expect((await search('martin m')).ids).toEqual([]);
    expect((await search('zyxwu')).ids).toEqual([...(marc.applications ?? [])].reverse());
    expect((await search('mar')).ids).toEqual(expected('mar'));

    const erased = await t.app.inject({ method: 'DELETE', url: `/individu/${marc.individu}`, headers: admin.headers });
    expect(erased.statusCode).toBe(204);
    rows.splice(1, 1);
    expect((await search('zyxwu')).ids).toEqual([]);
    expect((await search('example')).total).toBe('14');
    expect((await search('mar')).ids).toEqual(expected('mar'));
  });

  it('counts a search again after a write by another connection (SQLite)', async () => {
    const target = t.config.database;
    if (target.kind !== 'sqlite') return;
    const before = await search('example', '&page=1&size=2');
    const last = rows.at(-1);
    const gone = last?.applications.pop();
    const other = new Database(target.file);
    try {
      other.prepare('delete from candidature where id = ?').run(gone);
    } finally {
      other.close();
    }
    const after = await search('example', '&page=1&size=2');
    expect(Number(after.total)).toBe(Number(before.total) - 1);
    expect(after.ids).toEqual(expected('example').slice(0, 2));
  });

  it('keeps the SQLite index equal to its content table', async () => {
    if (t.app.dialect !== 'sqlite') return;
    // FTS5 compares every entry of the index with the keys of `individu` (fails if out of step).
    await expect(
      sql`insert into individu_fts(individu_fts, rank) values ('integrity-check', 1)`.execute(t.db),
    ).resolves.toBeDefined();
  });

  it('has its PostgreSQL index exactly when pg_trgm could be created', async () => {
    if (t.app.dialect !== 'postgres') return;
    // Without the right to create the extension the migration passes without the index (the
    // searches above are then answered by the LIKE alone, with the same results).
    const { rows } = await sql<{ extension: number; index: number }>`select
      (select count(*)::int from pg_extension where extname = 'pg_trgm') as extension,
      (select count(*)::int from pg_indexes where indexname = 'individu_search_key_trgm_idx') as index`.execute(t.db);
    expect(rows[0]?.index).toBe(rows[0]?.extension);
  });
});

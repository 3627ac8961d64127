import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ETAT } from '../../../test/recruiter-data.js';
import { insertCandidature, insertDocuments, makeIndividu, makeOpenVacancy } from '../../seed/factories.js';
import { foldWords } from './cv-words.js';

/**
 * The plans of a page of a search in CVs (§19): many matches are read down the date index and
 * tested one by one (one full-text seek per application for a word in nearly every CV, a probe of
 * the listed matches otherwise), few are joined and sorted, a MEMBRE's applications are read
 * through its vacancies. Whichever is chosen, every page must be the slice of the same order as
 * the whole list, with the same total, and a total must follow the texts when they change.
 *
 * 400 applications (20 people × 20 vacancies), their texts written as the background job writes
 * them; dates repeat (groups of three) so that the order within one date (id) counts too.
 */
let t: TestApp;
let admin: TestUser;
let membre: TestUser;
const teamVacancies = new Set<number>();

interface Row {
  id: number;
  date: string;
  vacancy: number;
  texts: string[];
}
const rows: Row[] = [];

/** Hours after the start of application `i`: not in id order, three applications share each. */
const hourOf = (i: number) => (i * 37) % 133;

/**
 * The text of application `i`: `commun` everywhere but one in 50 and the newest six (a walk that
 * did not test them would show them first), `moyen` in one in 6, `rare` in 3.
 */
function textOf(i: number): string {
  const words = ['Expérience', `numéro${i}`];
  if (i % 50 !== 7 && hourOf(i) < 131) words.push('Commun');
  if (i % 6 === 1) words.push('moyen');
  if (i === 13 || i === 250 || i === 391) words.push('RARE');
  return words.join(' ');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  membre = await t.signIn('MEMBRE');
  const vacancies: number[] = [];
  for (let v = 0; v < 20; v++) vacancies.push((await makeOpenVacancy(t.db, { nom: `Offre ${v}` })).id);
  const people: number[] = [];
  for (let p = 0; p < 20; p++) people.push(await makeIndividu(t.db, { nom: `Personne${p}` }));
  const cv = await t.db.selectFrom('nom_document').select('id').orderBy('id').executeTakeFirstOrThrow();
  const start = Date.parse('2026-10-01T08:00:00Z');
  for (let i = 0; i < 400; i++) {
    const vacancy = vacancies[i % 20] as number;
    const date = new Date(start + hourOf(i) * 3_600_000).toISOString();
    const id = await insertCandidature(t.db, {
      individu_id: people[Math.floor(i / 20)] as number,
      poste_vacant_id: vacancy,
      etat_candidature_id: ETAT.envoyee,
      date_candidature: date,
    });
    // One application in ten has a second document that also holds the words: counted once.
    const texts = i % 10 === 3 ? [textOf(i), `Lettre ${textOf(i)}`] : [textOf(i)];
    await insertDocuments(
      t.db,
      texts.map((_, k) => ({
        candidature_id: id,
        nom_document_id: cv.id,
        nom_fichier: `f-${i}-${k}.pdf`,
        nom_original: 'cv.pdf',
        taille: 10,
        type_mime: 'application/pdf',
      })),
    );
    const documents = await t.db
      .selectFrom('document_candidature')
      .select('id')
      .where('candidature_id', '=', id)
      .orderBy('id')
      .execute();
    await t.db
      .insertInto('cv_texte')
      .values(
        documents.map((d, k) => ({
          document_id: d.id,
          candidature_id: id,
          etat: 'done',
          tentatives: 0,
          texte: texts[k] as string,
          texte_plie: t.app.ctx.dialect === 'postgres' ? foldWords(texts[k] as string) : null,
          date_maj: date,
        })),
      )
      .execute();
    rows.push({ id, date, vacancy, texts });
  }
  for (const vacancy of vacancies.slice(0, 3)) {
    teamVacancies.add(vacancy);
    const team = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${vacancy}/equipe`,
      headers: admin.headers,
      payload: { membres: [{ id: membre.id }] },
    });
    expect(team.statusCode).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

const holds = (row: Row, word: string) => row.texts.some((text) => foldWords(text).split(' ').includes(word));
const newest = (a: Row, b: Row) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);

/** What the search must answer: the matches in scope, newest first or oldest first. */
function expected(word: string, order: 'newest' | 'oldest', team = false): number[] {
  const found = rows.filter((r) => holds(r, word) && (!team || teamVacancies.has(r.vacancy))).sort(newest);
  return (order === 'newest' ? found : found.reverse()).map((r) => r.id);
}

async function page(who: TestUser, word: string, query: string) {
  const res = await t.app.inject({ url: `/candidature/list?dans=cv&q=${word}${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as { id: number }[]).map((c) => c.id), total: Number(res.headers['x-total-count']) };
}

/** Every page of `size`, one after the other, put together; each answer's total the same. */
async function allPages(who: TestUser, word: string, size: number, tri = '') {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let n = 1; n <= 1000; n++) {
    const { ids: slice, total } = await page(who, word, `&page=${n}&size=${size}${tri}`);
    totals.add(total);
    if (slice.length === 0) break;
    ids.push(...slice);
  }
  return { ids, totals: [...totals] };
}

describe('a page of a search in CVs', () => {
  it('is the slice of the whole order, for a word in nearly every CV, in some, in few', async () => {
    for (const word of ['commun', 'moyen', 'rare']) {
      const want = expected(word, 'newest');
      expect(want.length).toBeGreaterThan(2);
      for (const size of [1, 7, 20, 100]) {
        const { ids, totals } = await allPages(admin, word, size);
        expect(ids, `${word} by ${size}`).toEqual(want);
        expect(totals, `${word} by ${size}`).toEqual([want.length]);
      }
      // Oldest first: the same walk, the other way.
      expect((await allPages(admin, word, 20, '&tri=date')).ids).toEqual(expected(word, 'oldest'));
      // Past the end: nothing, and the total still.
      expect(await page(admin, word, '&page=99&size=20')).toEqual({ ids: [], total: want.length });
    }
    // The application with two matching documents is there once, and counted once.
    expect(expected('commun', 'newest')).toContain(rows[3]?.id);
    expect(new Set((await allPages(admin, 'commun', 20)).ids).size).toBe(expected('commun', 'newest').length);
  });

  it('keeps the other orders and filters whatever the plan', async () => {
    const byName = await allPages(admin, 'moyen', 20, '&tri=nom');
    expect([...byName.ids].sort((a, b) => a - b)).toEqual([...expected('moyen', 'newest')].sort((a, b) => a - b));
    const vacancy = rows[5]?.vacancy as number;
    const filtered = await allPages(admin, 'commun', 3, `&posteVacant=${vacancy}`);
    expect(filtered.ids).toEqual(
      rows
        .filter((r) => r.vacancy === vacancy && holds(r, 'commun'))
        .sort(newest)
        .map((r) => r.id),
    );
  });

  it("holds a MEMBRE's vacancies only", async () => {
    for (const word of ['commun', 'moyen', 'rare']) {
      const want = expected(word, 'newest', true);
      for (const size of [1, 20]) {
        const { ids, totals } = await allPages(membre, word, size);
        expect(ids, `${word} by ${size}`).toEqual(want);
        expect(totals).toEqual([want.length]);
      }
    }
    expect(expected('commun', 'newest', true).length).toBeLessThan(expected('commun', 'newest').length);
  });

  it('counts again once a text is gone', async () => {
    const before = await page(admin, 'moyen', '&page=1&size=5');
    expect(before.total).toBe(expected('moyen', 'newest').length);
    const gone = rows.find((r) => holds(r, 'moyen')) as Row;
    await t.db.deleteFrom('document_candidature').where('candidature_id', '=', gone.id).execute();
    gone.texts = [];
    const after = await page(admin, 'moyen', '&page=1&size=5');
    expect(after.total).toBe(before.total - 1);
    expect((await allPages(admin, 'moyen', 7)).ids).toEqual(expected('moyen', 'newest'));
  });
});

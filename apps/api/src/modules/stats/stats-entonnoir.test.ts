import { CANAUX, type Canal, entonnoirSchema } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { insertCandidature, makeIndividu, makeOpenVacancy } from '../../seed/factories.js';

/**
 * Contract §22: the funnel's figures equal a hand count on this arrangement. Statuses in their
 * list order: 1 envoyée, 2 consultée, 3 en cours, 4 refusée, 5 acceptée (code ACCEPTEE). Days are
 * of March 2021 at noon UTC; `→ s@d` is a line of history (status s on day d).
 *
 *   A  V1  SITE            applied 1   → 1@1, 2@3, 3@7, 5@17     (2 days in 1, 4 in 2, 10 in 3; hired after 16)
 *   B  V1  SITE            applied 2   → 1@2, 2@3, 4@5           (1 in 1, 2 in 2)
 *   C  V1  FLUX (indeed)   applied 5   → 1@5, 2@9, 3@10, 5@30    (4 in 1, 1 in 2, 20 in 3; hired after 25)
 *   D  V1  ALERTE          applied 10  → 1@10                    (still in 1: no stay ended)
 *   E  V2  AUTRE           applied 12  → 1@12, 4@13              (1 in 1; skips 2 and 3)
 *   F  V1  SITE            applied April 5 → 1, 5                (outside the period)
 *   G  V1  SITE            applied February 27 → 1, 5            (outside the period)
 *
 * The period 2021-03-01 … 2021-03-31 holds A–E. By hand:
 *   reached: 1: 5 · 2: 3 (A B C) · 3: 2 (A C) · 4: 2 (B E) · 5: 2 (A C)
 *   conversion: 1: none · 2: 3/5 · 3: 2/3 · 4: 2/2 · 5: 2/2
 *   median days: 1: (1 1 2 4) → 1.5 · 2: (1 2 4) → 2 · 3: (10 20) → 15 · 4, 5: none ended
 *   time to hire: (16 25) → 20.5
 *   channels: SITE 2 (1 hired) · ALERTE 1 · FLUX 1 (1 hired) · AUTRE 1
 */
let t: TestApp;
let admin: TestUser;
let v1: number;
let v2: number;
const etat = {} as Record<1 | 2 | 3 | 4 | 5, number>;
const PERIOD = 'du=2021-03-01&au=2021-03-31';

const day = (d: number, month = 3) =>
  `2021-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}T12:00:00.000Z`;

async function arrange(
  vacancy: number,
  canal: Canal,
  detail: string | null,
  applied: string,
  lines: [keyof typeof etat, string][],
) {
  const id = await insertCandidature(t.db, {
    individu_id: await makeIndividu(t.db),
    poste_vacant_id: vacancy,
    etat_candidature_id: etat[lines.at(-1)?.[0] ?? 1],
    date_candidature: applied,
    canal,
    source_detail: detail,
  });
  await t.db
    .insertInto('historique_etat')
    .values(
      lines.map(([s, date]) => ({
        candidature_id: id,
        etat_candidature_id: etat[s],
        user_id: null,
        date_changement: date,
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  const etats = await t.db.selectFrom('etat_candidature').select(['id', 'code']).orderBy('id').execute();
  expect(etats).toHaveLength(5);
  etats.forEach((e, i) => {
    etat[(i + 1) as keyof typeof etat] = e.id;
  });
  expect(etats[4]?.code).toBe('ACCEPTEE');
  v1 = (await makeOpenVacancy(t.db, { nom: 'Entonnoir 1' })).id;
  v2 = (await makeOpenVacancy(t.db, { nom: 'Entonnoir 2' })).id;
  await arrange(v1, 'SITE', null, day(1), [
    [1, day(1)],
    [2, day(3)],
    [3, day(7)],
    [5, day(17)],
  ]);
  await arrange(v1, 'SITE', null, day(2), [
    [1, day(2)],
    [2, day(3)],
    [4, day(5)],
  ]);
  await arrange(v1, 'FLUX', 'indeed', day(5), [
    [1, day(5)],
    [2, day(9)],
    [3, day(10)],
    [5, day(30)],
  ]);
  await arrange(v1, 'ALERTE', null, day(10), [[1, day(10)]]);
  await arrange(v2, 'AUTRE', 'linkedin', day(12), [
    [1, day(12)],
    [4, day(13)],
  ]);
  await arrange(v1, 'SITE', null, day(5, 4), [
    [1, day(5, 4)],
    [5, day(6, 4)],
  ]);
  await arrange(v1, 'SITE', null, day(27, 2), [
    [1, day(27, 2)],
    [5, day(28, 2)],
  ]);
});
afterAll(() => t.close());

async function funnel(query: string, as: TestUser = admin) {
  const res = await t.app.inject({ url: `/stats/entonnoir?${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return entonnoirSchema.parse(res.json());
}
const figures = (f: Awaited<ReturnType<typeof funnel>>) =>
  f.etapes.map((e) => [e.atteint, e.conversion === null ? null : Number(e.conversion.toFixed(4)), e.medianeJours]);
const canaux = (counts: Partial<Record<Canal, [number, number]>>) =>
  CANAUX.map((canal) => ({ canal, candidatures: counts[canal]?.[0] ?? 0, retenues: counts[canal]?.[1] ?? 0 }));

describe('GET /stats/entonnoir (§22)', () => {
  it('equals the hand count of the arrangement', async () => {
    const f = await funnel(PERIOD);
    expect(f.etapes.map((e) => e.etat.id)).toEqual(Object.values(etat));
    expect(figures(f)).toEqual([
      [5, null, 1.5],
      [3, 0.6, 2],
      [2, 0.6667, 15],
      [2, 1, null],
      [2, 1, null],
    ]);
    expect(f.delaiEmbauche).toBe(20.5);
    expect(f.parCanal).toEqual(canaux({ SITE: [2, 1], ALERTE: [1, 0], FLUX: [1, 1], AUTRE: [1, 0] }));
  });

  it('narrows to one channel, one vacancy, or the period', async () => {
    const site = await funnel(`${PERIOD}&canal=SITE`);
    expect(figures(site)).toEqual([
      [2, null, 1.5],
      [2, 1, 3],
      [1, 0.5, 10],
      [1, 1, null],
      [1, 1, null],
    ]);
    expect(site.delaiEmbauche).toBe(16);
    expect(site.parCanal).toEqual(canaux({ SITE: [2, 1] }));
    const second = await funnel(`${PERIOD}&posteVacant=${v2}`);
    expect(figures(second)).toEqual([
      [1, null, 1],
      [0, 0, null],
      // After a status nobody reached there is no share; E skipped to 4 from 1.
      [0, null, null],
      [1, null, null],
      [0, 0, null],
    ]);
    expect(second.delaiEmbauche).toBeNull();
    // Without a period: every application, F and G included (two more hires, one day each).
    const all = await funnel('');
    expect(all.etapes.map((e) => e.atteint)).toEqual([7, 3, 2, 2, 4]);
    expect(all.parCanal[0]).toEqual({ canal: 'SITE', candidatures: 4, retenues: 3 });
  });

  it("holds a MEMBRE's teams' applications only; another team's vacancy is 404", async () => {
    const membre = await t.signIn('MEMBRE');
    const res = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${v2}/equipe`,
      headers: admin.headers,
      payload: { membres: [{ id: membre.id }] },
    });
    expect(res.statusCode).toBe(200);
    const own = await funnel(PERIOD, membre);
    expect(own.etapes.map((e) => e.atteint)).toEqual([1, 0, 0, 1, 0]);
    expect(own.parCanal).toEqual(canaux({ AUTRE: [1, 0] }));
    const other = await t.app.inject({ url: `/stats/entonnoir?posteVacant=${v1}`, headers: membre.headers });
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of ['canal=RADIO', 'du=2021-13-01', 'posteVacant=abc']) {
      const res = await t.app.inject({ url: `/stats/entonnoir?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

import { dashboardStatsSchema, todayIn } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ETAT, type RecruiterData, seedRecruiterData } from '../../../test/recruiter-data.js';
import { ALL } from '../../lib/scope.js';
import { mondayOf } from '../../lib/zoned-time.js';
import {
  insertCandidature,
  makeIndividu,
  makeOpenVacancy,
  makePosteVacant,
  makeSession,
} from '../../seed/factories.js';
import { countsByEtat, countsByEtatAndTopVacancies, topVacancies } from '../candidature/candidature.service.js';

let t: TestApp;
let admin: TestUser;
let data: RecruiterData;
const { get } = requestsAs(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  data = await seedRecruiterData(t);
  // A vacancy whose session is closed: listed for admins, not open.
  const session = await makeSession(t.db, { reference: 'FERMEE', status: false });
  const poste = (await t.db.selectFrom('poste_de_travail').select('id').executeTakeFirstOrThrow()).id;
  await makePosteVacant(t.db, { posteId: poste, sessionId: session, nom: 'Fermée' });
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await get('/stats/dashboard');
  expect(res.statusCode).toBe(200);
  return dashboardStatsSchema.parse(res.json());
};
/** The total of a list, as the back office reads it (X-Total-Count of a one-row page). */
const total = async (path: string) => Number((await get(`${path}&page=1&size=1`)).headers['x-total-count']);

describe('GET /stats/dashboard', () => {
  it('answers the figures of the seeded pipeline', async () => {
    const stats = await dashboard();
    expect(stats.offresOuvertes).toBe(3);
    expect(stats.candidaturesNonTraitees).toBe(6);
    expect(stats.parEtat).toEqual([
      { id: ETAT.envoyee, etat: 'envoyée', n: 6, code: 'ENVOYEE' },
      { id: ETAT.consultee, etat: 'consultée par le recruteur', n: 1, code: 'CONSULTEE' },
      { id: ETAT.enCours, etat: 'En cours de traitement', n: 2, code: null },
      { id: ETAT.refusee, etat: 'Refusée', n: 1, code: null },
      { id: ETAT.acceptee, etat: 'Acceptée', n: 1, code: 'ACCEPTEE' },
    ]);
    expect(stats.parOffre).toEqual([
      { id: data.vacancies.java, offre: 'Développeur Java', n: 5 },
      { id: data.vacancies.compta, offre: 'Comptable', n: 3 },
      { id: data.vacancies.design, offre: 'Designer', n: 3 },
    ]);
    // Twelve weeks, Monday to Sunday, the current one last; 140 days ago is outside them.
    expect(stats.parSemaine).toHaveLength(12);
    const weeks = stats.parSemaine;
    for (const week of weeks) {
      expect(new Date(`${week.semaine}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(Date.parse(week.fin) - Date.parse(week.semaine)).toBe(6 * 86_400_000);
    }
    expect(weeks.at(-1)?.semaine).toBe(mondayOf(todayIn(t.config.timeZone)));
    // The seed's applications were received 0, 2, 5, 9, 15, 30, 45, 60, 80, 100 and 140 days ago;
    // (UTC days, at noon) and the twelve weeks start on the first week's Monday.
    const utcToday = new Date().toISOString().slice(0, 10);
    const reach = (Date.parse(utcToday) - Date.parse(weeks[0]?.semaine ?? '')) / 86_400_000;
    const expected = [0, 2, 5, 9, 15, 30, 45, 60, 80, 100, 140].filter((d) => d <= reach).length;
    expect(weeks.map((w) => w.n).reduce((a, b) => a + b, 0)).toBe(expected);
  });

  it('equals, figure by figure, the totals of the lists it links to', async () => {
    const stats = await dashboard();
    expect(stats.offresOuvertes).toBe(await total('/poste-vacant/list?ouvert=true'));
    expect(stats.candidaturesNonTraitees).toBe(await total(`/candidature/list?etat=${ETAT.envoyee}`));
    for (const { id, n } of stats.parEtat) expect(n).toBe(await total(`/candidature/list?etat=${id}`));
    for (const { id, n } of stats.parOffre) expect(n).toBe(await total(`/candidature/list?posteVacant=${id}`));
    for (const { semaine, fin, n } of stats.parSemaine) {
      expect(n, semaine).toBe(await total(`/candidature/list?du=${semaine}&au=${fin}`));
    }
  });

  it('follows a status change at once', async () => {
    const before = await dashboard();
    await t.app.inject({
      method: 'POST',
      url: '/candidature/etat',
      headers: admin.headers,
      payload: { ids: [data.ids.durand, data.ids.eluard], etatCandidature: { id: ETAT.acceptee } },
    });
    const after = await dashboard();
    expect(after.candidaturesNonTraitees).toBe(before.candidaturesNonTraitees - 2);
    expect(after.parEtat.find((e) => e.id === ETAT.acceptee)?.n).toBe(3);
  });

  it('keeps only the ten vacancies with the most applications (ties in id order)', async () => {
    const extra: number[] = [];
    for (let i = 0; i < 12; i++) {
      const vacancy = (await makeOpenVacancy(t.db, { nom: `Offre ${i}` })).id;
      extra.push(vacancy);
      await insertCandidature(t.db, {
        individu_id: await makeIndividu(t.db),
        poste_vacant_id: vacancy,
        etat_candidature_id: ETAT.envoyee,
        date_candidature: new Date().toISOString(),
      });
    }
    const stats = await dashboard();
    expect(stats.parOffre.map((o) => [o.id, o.n])).toEqual([
      [data.vacancies.java, 5],
      [data.vacancies.compta, 3],
      [data.vacancies.design, 3],
      ...extra.slice(0, 7).map((id) => [id, 1]),
    ]);
  });

  it('gives per status and per vacancy from one pass (PostgreSQL) exactly what the two aggregates give, in every scope', async () => {
    const member = await t.signIn('MEMBRE');
    await t.db
      .insertInto('equipe_poste_vacant')
      .values([
        { user_id: member.id, poste_vacant_id: data.vacancies.java },
        { user_id: member.id, poste_vacant_id: data.vacancies.design },
      ])
      .execute();
    for (const scope of [
      ALL,
      { kind: 'team', userId: member.id } as const,
      { kind: 'team', userId: member.id, vacancyIds: [data.vacancies.java, data.vacancies.design] } as const,
      { kind: 'team', userId: admin.id } as const,
    ]) {
      for (const limit of [1, 3, 10]) {
        const [parEtat, parOffre] = [await countsByEtat(t.app.ctx, scope), await topVacancies(t.app.ctx, limit, scope)];
        expect(await countsByEtatAndTopVacancies(t.app.ctx, limit, scope)).toEqual({ parEtat, parOffre });
      }
    }
    const { parOffre } = await countsByEtatAndTopVacancies(t.app.ctx, 10, { kind: 'team', userId: member.id });
    expect(parOffre.map((o) => o.id).sort()).toEqual([data.vacancies.java, data.vacancies.design].sort());
  });

  it('is for admins only', async () => {
    const candidate = await t.signIn('CANDIDAT');
    expect((await get('/stats/dashboard', null)).statusCode).toBe(401);
    expect((await get('/stats/dashboard', candidate)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import {
  backdate,
  monthsAgo,
  NOTHING_LEFT,
  orphans,
  type Person,
  personWithApplications,
  rowsLeft,
} from '../../../test/fixtures/personal-data.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { EventOf } from '../../lib/events.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';
import { eraseIndividu, purgeExpired, RETENTION_JOB, retentionCutoff } from './privacy.service.js';

const left = (t: TestApp, p: Person) =>
  rowsLeft(t.db, { individuId: p.individuId, userId: p.user.id, email: p.user.email });

describe('retention at 24 months (the default)', () => {
  let t: TestApp;
  let admin: TestUser;
  const erased: EventOf<'individu.erased'>[] = [];
  const people = {} as Record<
    'old' | 'today' | 'recentStatus' | 'recentLogin' | 'recentConsent' | 'oldConsent' | 'oldAdmin',
    Person
  > & { bare: number };

  beforeAll(async () => {
    t = await createTestApp();
    t.app.ctx.events.subscribe('individu.erased', (_tx, event) => {
      erased.push(event);
    });
    admin = await t.signIn('ADMIN');
    const old = monthsAgo(30);
    for (const key of ['old', 'today', 'recentStatus', 'recentLogin', 'recentConsent', 'oldConsent'] as const) {
      people[key] = await personWithApplications(t, 2);
      if (key !== 'today') await backdate(t.db, people[key].individuId, old);
    }
    const acceptee = await t.db
      .selectFrom('etat_candidature')
      .select('id')
      .where('etat', '=', 'Acceptée')
      .executeTakeFirstOrThrow();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/candidature/${people.recentStatus.candidatureIds[0]}/update`,
      headers: admin.headers,
      payload: { etatCandidature: { id: acceptee.id } },
    });
    expect(moved.statusCode).toBe(200);
    // A real sign-in records last_login_at.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login1',
      payload: { email: people.recentLogin.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const consent = (id: number, at: string) =>
      t.db
        .updateTable('individu')
        .set({ consentement_vivier: 1, consentement_vivier_date: at })
        .where('id', '=', id)
        .execute();
    await consent(people.recentConsent.individuId, monthsAgo(12));
    await consent(people.oldConsent.individuId, monthsAgo(25));
    people.oldAdmin = { user: admin, individuId: admin.individuId, candidatureIds: [], files: [] };
    await backdate(t.db, admin.individuId, old);
    people.bare = await makeIndividu(t.db);
    await backdate(t.db, people.bare, old);
  });
  afterAll(() => t.close());

  it('records the sign-in instant', async () => {
    const row = await t.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', people.recentLogin.user.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_login_at ?? '')).toBeLessThan(60_000);
  });

  it('a dry run counts and erases nothing', async () => {
    const report = await purgeExpired(t.app.ctx, { dryRun: true });
    expect(report).toEqual({
      individus: 3,
      applications: 4,
      files: 8,
      alertes: 0,
      ids: [people.old.individuId, people.oldConsent.individuId, people.bare].sort((a, b) => a - b),
    });
    expect((await left(t, people.old)).individu).toBe(1);
  });

  it('the daily job erases the inactive ones and keeps today’s applicants, the active, the consenting and admins', async () => {
    expect(await t.app.ctx.jobs.runNow(RETENTION_JOB)).toBe(true);
    for (const key of ['old', 'oldConsent'] as const) expect(await left(t, people[key])).toEqual(NOTHING_LEFT);
    expect((await t.db.selectFrom('individu').select('id').where('id', '=', people.bare).execute()).length).toBe(0);
    for (const key of ['today', 'recentStatus', 'recentLogin', 'recentConsent', 'oldAdmin'] as const) {
      expect((await left(t, people[key])).individu, key).toBe(1);
    }
    expect((await left(t, people.today)).candidature).toBe(2);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
    expect(erased.map((e) => e.by)).toEqual(['retention', 'retention', 'retention']);
    const line = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'individu.erased')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor_user_id: null, actor_email: null, individu_id: null });
    // The lease was released: the next run may start.
    expect(await t.app.ctx.jobs.runNow(RETENTION_JOB)).toBe(true);
  });

  it('spares someone picked as inactive who became active before the erasure ran', async () => {
    const person = await personWithApplications(t, 1);
    await backdate(t.db, person.individuId, monthsAgo(30));
    const cutoff = retentionCutoff(new Date(), 24);
    await postForm(t, applyForm((await makeOpenVacancy(t.db)).id, { email: person.user.email }));
    const result = await eraseIndividu(t.app.ctx, person.individuId, { by: 'retention', actorUserId: null, cutoff });
    expect(result).toBeNull();
    expect((await left(t, person)).candidature).toBe(2);
  });
});

describe('retention at 0 months', () => {
  let t: TestApp;
  let admin: TestUser;
  const people: Person[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RETENTION_MONTHS: '0' });
    admin = await t.signIn('ADMIN');
    for (let i = 0; i < 12; i += 1) people.push(await personWithApplications(t, 2));
  }, 120_000);
  afterAll(() => t.close());

  it('empties every non-admin person while the server keeps answering', async () => {
    const before = new Set((await t.db.selectFrom('individu').select('id').execute()).map((r) => r.id));
    const vacancy = await makeOpenVacancy(t.db);
    let purgeEnded = 0;
    const purge = t.app.ctx.jobs.runNow(RETENTION_JOB).finally(() => {
      purgeEnded = performance.now();
    });
    const ended: number[] = [];
    const timed = <T>(p: Promise<T>) => p.finally(() => ended.push(performance.now()));
    const requests = [
      ...Array.from({ length: 10 }, () => t.app.inject({ url: '/poste-vacant/list?page=1&size=5' })),
      ...Array.from({ length: 5 }, () =>
        t.app.inject({ url: '/candidature/list?page=1&size=5', headers: admin.headers }),
      ),
      t.app.inject({ url: '/api/organisation' }),
      postForm(t, applyForm(vacancy.id, { email: 'pendant.la.purge@example.com' })),
    ];
    const answers = await Promise.all(requests.map(timed));
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 300)).toEqual([]);
    expect(await purge).toBe(true);
    // Answered while the purge was still going: it never held the database for its whole run.
    expect(ended.filter((at) => at < purgeEnded).length).toBeGreaterThan(0);

    const remaining = (await t.db.selectFrom('individu').select('id').execute()).map((r) => r.id);
    expect(remaining.filter((id) => before.has(id))).toEqual([admin.individuId]);
    for (const person of people) expect(await left(t, person)).toEqual(NOTHING_LEFT);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
  });
});

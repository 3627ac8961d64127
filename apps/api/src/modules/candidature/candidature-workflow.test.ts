import { candidatureSchema, historiqueEtatSchema, messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ETAT, type RecruiterData, seedRecruiterData } from '../../../test/recruiter-data.js';
import type { EventOf, EventType } from '../../lib/events.js';

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
let data: RecruiterData;
const { get, post } = requestsAs(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidate = await t.signIn('CANDIDAT');
  data = await seedRecruiterData(t);
});
afterAll(() => t.close());

const idsOf = (body: { id: number }[]) => body.map((c) => c.id);
const etatOf = async (id: number) =>
  (await t.db.selectFrom('candidature').select('etat_candidature_id').where('id', '=', id).executeTakeFirstOrThrow())
    .etat_candidature_id;
const historyOf = async (id: number) =>
  z.array(historiqueEtatSchema).parse((await get(`/candidature/${id}/historique`)).json());

/** Collects the events of one type published while `fn` runs. */
async function recording<T extends EventType>(type: T, fn: () => Promise<unknown>) {
  const seen: EventOf<T>[] = [];
  const off = t.app.ctx.events.subscribe(type, (_tx, event) => {
    seen.push(event);
  });
  try {
    await fn();
  } finally {
    off();
  }
  return seen;
}

describe('GET /candidature/list?tri=', () => {
  const list = async (query: string) => idsOf((await get(`/candidature/list?${query}`)).json());
  const java = () => `posteVacant=${data.vacancies.java}`;

  it('orders by date (newest first by default), by name either way, by status', async () => {
    const { ids } = data;
    const newest = [ids.durand, ids.eluard, ids.abel, ids.roux, ids.garnier];
    expect(await list(java())).toEqual(newest);
    expect(await list(`${java()}&tri=-date`)).toEqual(newest);
    expect(await list(`${java()}&tri=date`)).toEqual([...newest].reverse());
    // Names compare ignoring case and accents: abel, Durand, Éluard, Garnier, Roux.
    const byName = [ids.abel, ids.durand, ids.eluard, ids.garnier, ids.roux];
    expect(await list(`${java()}&tri=nom`)).toEqual(byName);
    expect(await list(`${java()}&tri=-nom`)).toEqual([...byName].reverse());
    // envoyée (newest first), consultée, en cours.
    expect(await list(`${java()}&tri=etat`)).toEqual([ids.durand, ids.eluard, ids.roux, ids.abel, ids.garnier]);
  });

  it('pages a sorted list with its total', async () => {
    const res = await get(`/candidature/list?${java()}&tri=nom&page=2&size=2`);
    expect(idsOf(res.json())).toEqual([data.ids.eluard, data.ids.garnier]);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('sorts the whole list by name (walked by the name index on SQLite) as the general statement would', async () => {
    // The order of the contract, read by the database itself (its collation): folded name, then id.
    const rows = await t.db
      .selectFrom('candidature')
      .innerJoin('individu', 'individu.id', 'candidature.individu_id')
      .select(['candidature.id', 'candidature.etat_candidature_id as etat'])
      .orderBy('individu.search_key')
      .orderBy('candidature.id')
      .execute();
    const byName = rows.map((r) => r.id);
    expect(byName.length).toBeGreaterThan(5);
    expect(await list('tri=nom&size=100')).toEqual(byName);
    expect(await list('tri=-nom&size=100')).toEqual([...byName].reverse());
    const page = await get('/candidature/list?tri=nom&page=2&size=3');
    expect(idsOf(page.json())).toEqual(byName.slice(3, 6));
    expect(page.headers['x-total-count']).toBe(String(rows.length));
    const envoyees = rows.filter((r) => r.etat === ETAT.envoyee).map((r) => r.id);
    expect(await list(`tri=nom&etat=${ETAT.envoyee}&size=100`)).toEqual(envoyees);
    const past = await get(`/candidature/list?tri=nom&page=9&size=${rows.length}`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(rows.length));
  });

  it('filters by days received (du, au: both included)', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expect(await list(`du=${day(2)}&au=${day(2)}`)).toEqual([data.ids.eluard]);
    expect(await list(`${java()}&du=${day(10)}&au=${day(1)}`)).toEqual([data.ids.eluard, data.ids.abel]);
    expect(await list(`au=${day(139)}`)).toEqual([data.ids.old]);
  });

  it('refuses an unknown order or a malformed date with a French message', async () => {
    const res = await get('/candidature/list?tri=salaire');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ tri: messages.triInvalid });
    const date = await get('/candidature/list?du=23/11/2026');
    expect(date.statusCode).toBe(400);
    expect(date.json().fields).toEqual({ du: messages.dateFilterInvalid });
  });
});

describe('opening a sheet (GET /candidature/list/{id})', () => {
  it('moves an « envoyée » application to « consultée » under the admin, automatically, and audits the read', async () => {
    const id = data.ids.eluard;
    const accessed = await recording('personal-data.accessed', async () => {
      const changed = await recording('candidature.status-changed', async () => {
        const res = await get(`/candidature/list/${id}`);
        expect(res.statusCode).toBe(200);
        expect(candidatureSchema.parse(res.json()).etatCandidature).toEqual({
          id: ETAT.consultee,
          etat: 'consultée par le recruteur',
        });
      });
      expect(changed).toEqual([
        expect.objectContaining({
          candidatureId: id,
          fromEtatId: ETAT.envoyee,
          toEtatId: ETAT.consultee,
          actorUserId: admin.id,
          automatic: true,
        }),
      ]);
    });
    expect(accessed).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: 'candidature.read',
        targetType: 'candidature',
        targetId: id,
      }),
    ]);
    expect((await historyOf(id)).map((h) => [h.etatCandidature.id, h.auteur])).toEqual([[ETAT.consultee, admin.email]]);
    // The audit trail (§10) subscribes: the read is a line of its own, under the admin.
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_type', '=', 'candidature')
      .where('target_id', '=', id)
      .execute();
    expect(lines).toEqual([{ action: 'candidature.read', actor_email: admin.email }]);
  });

  it('leaves any other status as it is (opening again changes nothing)', async () => {
    const changed = await recording('candidature.status-changed', async () => {
      await get(`/candidature/list/${data.ids.eluard}`);
      await get(`/candidature/list/${data.ids.martin}`);
    });
    expect(changed).toEqual([]);
    expect(await etatOf(data.ids.martin)).toBe(ETAT.enCours);
  });
});

describe('POST /candidature/etat (bulk)', () => {
  const bulk = (ids: number[], etat: number, user: TestUser | null = admin) =>
    post('/candidature/etat', { ids, etatCandidature: { id: etat } }, user);

  it('moves every application, each with its history row and its event, and answers them in order', async () => {
    const { ids } = data;
    const targets = [ids.roux, ids.faure, ids.garnier];
    const events = await recording('candidature.status-changed', async () => {
      const res = await bulk(targets, ETAT.refusee);
      expect(res.statusCode).toBe(200);
      const body = z.array(candidatureSchema).parse(res.json());
      expect(idsOf(body)).toEqual(targets);
      expect(body.every((c) => c.etatCandidature.id === ETAT.refusee)).toBe(true);
    });
    expect(events.map((e) => [e.candidatureId, e.toEtatId, e.actorUserId, e.automatic])).toEqual(
      targets.map((id) => [id, ETAT.refusee, admin.id, false]),
    );
    for (const id of targets) {
      expect((await historyOf(id)).at(-1)).toMatchObject({
        etatCandidature: { id: ETAT.refusee },
        auteur: admin.email,
      });
    }
  });

  it('is all or nothing: an unknown application leaves every other one as it was', async () => {
    const { ids } = data;
    const res = await bulk([ids.durand, 999_999, ids.petit], ETAT.acceptee);
    expect(res.statusCode).toBe(404);
    expect(await etatOf(ids.durand)).toBe(ETAT.envoyee);
    expect(await etatOf(ids.petit)).toBe(ETAT.acceptee);
    expect(await historyOf(ids.durand)).toEqual([]);
  });

  it('is all or nothing when a subscriber fails half-way (no status, no history row is kept)', async () => {
    const { ids } = data;
    let calls = 0;
    const off = t.app.ctx.events.subscribe('candidature.status-changed', () => {
      calls++;
      if (calls === 2) throw new Error('outbox unavailable');
    });
    try {
      const res = await bulk([ids.durand, ids.bernard], ETAT.enCours);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.body).not.toContain('outbox unavailable');
    } finally {
      off();
    }
    expect(calls).toBe(2);
    expect(await etatOf(ids.durand)).toBe(ETAT.envoyee);
    expect(await etatOf(ids.bernard)).toBe(ETAT.refusee);
    expect(await historyOf(ids.durand)).toEqual([]);
  });

  it('refuses an unknown status, an empty or too long list, and non-admins', async () => {
    const { ids } = data;
    const unknown = await bulk([ids.durand], 999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ etatCandidature: messages.etatCandidatureUnknown });
    const empty = await bulk([], ETAT.enCours);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ ids: messages.bulkIdsRequired });
    const many = await bulk(
      Array.from({ length: 501 }, (_, i) => i + 1),
      ETAT.enCours,
    );
    expect(many.json().fields).toEqual({ ids: messages.bulkIdsTooMany(500) });
    expect((await post('/candidature/etat', { ids: [ids.durand] })).json().fields).toHaveProperty('etatCandidature');
    expect((await bulk([ids.durand], ETAT.enCours, candidate)).statusCode).toBe(403);
    expect((await bulk([ids.durand], ETAT.enCours, null)).statusCode).toBe(401);
    expect(await etatOf(ids.durand)).toBe(ETAT.envoyee);
  });

  it('counts an application listed twice once', async () => {
    const res = await bulk([data.ids.durand, data.ids.durand], ETAT.enCours);
    expect(idsOf(res.json())).toEqual([data.ids.durand]);
    expect(await historyOf(data.ids.durand)).toHaveLength(1);
  });
});

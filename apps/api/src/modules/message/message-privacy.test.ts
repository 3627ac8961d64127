import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backdate, monthsAgo, type Person, personWithApplications } from '../../../test/fixtures/personal-data.js';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { eraseIndividu, retentionCutoff } from '../privacy/privacy.service.js';
import { MESSAGE_JOB } from './message.service.js';

/**
 * Messages as personal data (§10, §20): in the export, both directions; gone with the erasure; a
 * reply counts as activity for the retention; sends and cancellations are audit lines.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_UNDO_S: '0' });
  admin = await t.signIn('ADMIN');
});
afterAll(() => t.close());

async function thread(person: Person) {
  const id = person.candidatureIds[0] as number;
  const written = await t.app.inject({
    method: 'POST',
    url: `/candidature/${id}/messages`,
    headers: admin.headers,
    payload: { sujet: 'Question', corps: '<p>Êtes-vous disponible ?</p>' },
  });
  expect(written.statusCode).toBe(201);
  await t.app.ctx.jobs.runNow(MESSAGE_JOB);
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/me/candidatures/${id}/messages`,
    headers: person.user.headers,
    payload: { corps: 'Oui, lundi.' },
  });
  expect(reply.statusCode).toBe(201);
  return { id, message: written.json().id as number };
}

const messagesOf = (candidatureId: number) =>
  t.db.selectFrom('message').select('id').where('candidature_id', '=', candidatureId).execute();

describe('messages as personal data', () => {
  it('puts both directions in the export', async () => {
    const person = await personWithApplications(t, 1);
    await thread(person);
    const res = await t.app.inject({ url: '/api/me/export', headers: person.user.headers });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(String((await unzip(res.rawPayload)).get('donnees.json')));
    const messages = data.candidatures[0].messages as { sens: string; statut: string; corps: string }[];
    expect(messages.map((m) => [m.sens, m.statut])).toEqual([
      ['SORTANT', 'ENVOYE'],
      ['ENTRANT', 'RECU'],
    ]);
    expect(messages[1]?.corps).toBe('<p>Oui, lundi.</p>');
  });

  it('erases the thread with the person', async () => {
    const person = await personWithApplications(t, 1);
    const { id } = await thread(person);
    expect(await messagesOf(id)).toHaveLength(2);
    await eraseIndividu(t.app.ctx, person.individuId, { by: 'admin', actorUserId: admin.id });
    expect(await messagesOf(id)).toHaveLength(0);
  });

  it('counts a recent reply as activity for the retention', async () => {
    const active = await personWithApplications(t, 1);
    await thread(active);
    await backdate(t.db, active.individuId, monthsAgo(30));
    const idle = await personWithApplications(t, 1);
    await backdate(t.db, idle.individuId, monthsAgo(30));
    const cutoff = retentionCutoff(new Date(), 24);
    expect(
      await eraseIndividu(t.app.ctx, active.individuId, { by: 'retention', actorUserId: null, cutoff }),
    ).toBeNull();
    expect(
      await eraseIndividu(t.app.ctx, idle.individuId, { by: 'retention', actorUserId: null, cutoff }),
    ).not.toBeNull();
  });

  it('audits a send and a cancellation', async () => {
    const person = await personWithApplications(t, 1);
    const { id, message } = await thread(person);
    const later = await t.app.inject({
      method: 'POST',
      url: `/candidature/${id}/messages`,
      headers: admin.headers,
      payload: { sujet: 'Plus tard', corps: '<p>x</p>', envoyerLe: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/messages/${later.json().id}/annuler`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'details', 'actor_email'])
      .where('action', 'like', 'message.%')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { action: 'message.sent', target_id: id, details: `Message n° ${message}`, actor_email: admin.email },
      {
        action: 'message.cancelled',
        target_id: id,
        details: `Message n° ${later.json().id}`,
        actor_email: admin.email,
      },
    ]);
  });
});

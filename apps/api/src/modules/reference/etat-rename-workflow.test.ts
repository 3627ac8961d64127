import { ETAT_CODES } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

/**
 * Issue 19's open fault: the apply flow and the sheet's automatic move found « envoyée » and
 * « consultée par le recruteur » by their label, so renaming either in the back office made every
 * later application answer 500. They are found by a stable code now (`etat_candidature.code`):
 * renaming is harmless. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: TestUser;
let vacancyId: number;
let sentId: number;
let consultedId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  ({ id: vacancyId } = await makeOpenVacancy(t.db, { nom: 'Électricien' }));
  const coded = await t.db
    .selectFrom('etat_candidature')
    .select(['id', 'code'])
    .where('code', 'is not', null)
    .execute();
  sentId = coded.find((r) => r.code === ETAT_CODES.initial)?.id as number;
  consultedId = coded.find((r) => r.code === ETAT_CODES.consulted)?.id as number;
});
afterAll(() => t.close());

const rename = (id: number, etat: string) =>
  t.app.inject({ method: 'POST', url: `/etat-candidature/${id}/update`, payload: { etat }, headers: admin.headers });
const apply = (email: string) => postForm(t, applyForm(vacancyId, { email }));
const dashboard = async () =>
  (await t.app.inject({ method: 'GET', url: '/stats/dashboard', headers: admin.headers })).json();

describe('the statuses the workflow relies on, renamed', () => {
  it('are seeded with their codes: « envoyée » ENVOYEE, « consultée par le recruteur » CONSULTEE, « Acceptée » ACCEPTEE (§22), no other', async () => {
    const rows = await t.db.selectFrom('etat_candidature').select(['etat', 'code']).orderBy('id').execute();
    expect(rows.filter((r) => r.code !== null)).toEqual([
      { etat: 'envoyée', code: 'ENVOYEE' },
      { etat: 'consultée par le recruteur', code: 'CONSULTEE' },
      { etat: 'Acceptée', code: 'ACCEPTEE' },
    ]);
  });

  it('still take applications, and the sheet still moves, after both are renamed (was 500)', async () => {
    expect((await rename(sentId, 'Reçue')).statusCode).toBe(200);
    expect((await rename(consultedId, 'Lue par l’équipe')).statusCode).toBe(200);

    const applied = await apply('renomme-1@example.com');
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as { idCandidature: number }).idCandidature;
    const row = await t.db
      .selectFrom('candidature')
      .innerJoin('etat_candidature as e', 'e.id', 'candidature.etat_candidature_id')
      .select('e.etat')
      .where('candidature.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.etat).toBe('Reçue');

    // The dashboard's "not yet opened" count follows the status, whatever its label.
    expect((await dashboard()).candidaturesNonTraitees).toBe(1);

    const sheet = await t.app.inject({ method: 'GET', url: `/candidature/list/${id}`, headers: admin.headers });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().etatCandidature).toEqual({ id: consultedId, etat: 'Lue par l’équipe' });
    expect((await dashboard()).candidaturesNonTraitees).toBe(0);
  });

  it('a new status given the old label is an ordinary status: applications still start in the coded one', async () => {
    // « envoyée » is free again: a status created under that name (as an admin could once the
    // label is free) must not capture new applications.
    const other = await t.db
      .insertInto('etat_candidature')
      .values({ etat: 'envoyée', etat_key: 'envoyée' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(other.id).not.toBe(sentId);
    const applied = await apply('renomme-2@example.com');
    expect(applied.statusCode, applied.body).toBe(201);
    const row = await t.db
      .selectFrom('candidature')
      .select('etat_candidature_id')
      .where('id', '=', (applied.json() as { idCandidature: number }).idCandidature)
      .executeTakeFirstOrThrow();
    expect(row.etat_candidature_id).toBe(sentId);
  });

  it('renamed back, they keep their codes', async () => {
    expect((await rename(sentId, 'Envoyée !')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('etat_candidature')
      .select('code')
      .where('id', '=', sentId)
      .executeTakeFirstOrThrow();
    expect(row.code).toBe(ETAT_CODES.initial);
    expect((await apply('renomme-3@example.com')).statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

/** The apply form's optional talent-pool box (§10): stored with its date, for new and known people. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = async (email: string, consent: boolean) => {
  const vacancy = await makeOpenVacancy(t.db);
  const extra = consent ? { consentementVivier: 'true' } : {};
  const res = await postForm(t, applyForm(vacancy.id, { email }, extra));
  expect(res.statusCode).toBe(201);
  return Number(res.json().idIndividu);
};
const consentOf = (id: number) =>
  t.db
    .selectFrom('individu')
    .select(['consentement_vivier', 'consentement_vivier_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('consentementVivier', () => {
  it('is stored with its date for a new applicant, and absent when the box is not ticked', async () => {
    const yes = await consentOf(await apply('oui@example.com', true));
    expect(Number(yes.consentement_vivier)).toBe(1);
    expect(Date.now() - Date.parse(yes.consentement_vivier_date ?? '')).toBeLessThan(60_000);
    const no = await consentOf(await apply('non@example.com', false));
    expect(no).toEqual({ consentement_vivier: 0, consentement_vivier_date: null });
  });

  it('is recorded when a known person applies again with it, refreshed when given later, kept when not', async () => {
    const id = await apply('revient@example.com', false);
    expect(Number((await consentOf(id)).consentement_vivier)).toBe(0);
    await apply('REVIENT@example.com', true);
    const first = await consentOf(id);
    expect(Number(first.consentement_vivier)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await apply('revient@example.com', true);
    const second = await consentOf(id);
    expect(Date.parse(second.consentement_vivier_date ?? '')).toBeGreaterThan(
      Date.parse(first.consentement_vivier_date ?? ''),
    );
    await apply('revient@example.com', false);
    expect(await consentOf(id)).toEqual(second);
  });
});

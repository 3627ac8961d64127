import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, countRows, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';

/** Contract §22: the apply form's optional `source`, and the channel it gives the application. */
let t: TestApp;
let vacancyId: number;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  vacancyId = (await makeOpenVacancy(t.db, { nom: 'Chargée de sourcing' })).id;
});
afterAll(() => t.close());

const apply = (source: string | undefined, extra = {}) =>
  postForm(
    t,
    applyForm(vacancyId, { email: `source-${++n}@example.com` }, source === undefined ? {} : { source }),
    '/candidature/upload-user',
    extra,
  );

async function sourceOf(idCandidature: number) {
  return t.db
    .selectFrom('candidature')
    .select(['canal', 'source_detail'])
    .where('id', '=', idCandidature)
    .executeTakeFirstOrThrow();
}

describe('the source of an application (§22)', () => {
  it.each([
    [undefined, 'SITE', null],
    ['{}', 'SITE', null],
    [JSON.stringify({ utm_source: 'alerte', utm_medium: 'email' }), 'ALERTE', null],
    [JSON.stringify({ utm_source: 'indeed' }), 'FLUX', 'indeed'],
    [JSON.stringify({ utm_source: 'RSS', utm_campaign: 'offres' }), 'FLUX', 'rss'],
    [JSON.stringify({ utm_source: 'json' }), 'FLUX', 'json'],
    [JSON.stringify({ utm_source: ' linkedin ', utm_medium: 'social' }), 'AUTRE', 'linkedin'],
    // A referral is not read yet: it stays the site's.
    [JSON.stringify({ ref: 'abc123' }), 'SITE', null],
    [JSON.stringify({ utm_medium: 'email', autre: 'ignoré' }), 'SITE', null],
  ])('source %s gives %s (%s)', async (source, canal, detail) => {
    const res = await apply(source);
    expect(res.statusCode).toBe(201);
    expect(await sourceOf(res.json().idCandidature)).toEqual({ canal, source_detail: detail });
  });

  it('is on the wire: the sheet and the list show it', async () => {
    const res = await apply(JSON.stringify({ utm_source: 'indeed' }));
    const admin = await t.signIn('ADMIN');
    const sheet = await t.app.inject({ url: `/candidature/list/${res.json().idCandidature}`, headers: admin.headers });
    expect(sheet.json().source).toEqual({ canal: 'FLUX', detail: 'indeed' });
  });

  it('refuses unreadable or oversized sources with a 400 naming the field, in the reader language, and records nothing', async () => {
    const before = await countRows(t.db);
    const bad = await apply('{pas du json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      source: "La provenance de la candidature est illisible (JSON d'un objet attendu).",
    });
    const english = await apply('[1, 2]', { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual({
      source: "The application's source cannot be read (the JSON of an object is expected).",
    });
    const long = await apply(JSON.stringify({ utm_source: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ 'source.utm_source': 'Ce champ ne peut pas dépasser 100 caractères.' });
    const number = await apply(JSON.stringify({ utm_campaign: 12 }));
    expect(number.statusCode).toBe(400);
    expect(Object.keys(number.json().fields)).toEqual(['source.utm_campaign']);
    expect(await countRows(t.db)).toEqual(before);
  });
});

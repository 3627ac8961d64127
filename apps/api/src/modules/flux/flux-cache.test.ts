import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXml, type Seeded, seedFeedVacancies } from '../../../test/fixtures/feeds.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { feedCache } from './flux.service.js';

/**
 * Contract §22, the job feeds' validators and cache: `ETag` and `Last-Modified` on every format, 304
 * on a match; a second request is answered from memory, and a change of the open vacancies, through
 * this instance or written by another one, is in the next feed. On SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: TestUser;
let v: Seeded;
const FORMATS = ['xml', 'rss', 'json'] as const;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.com' });
  admin = await t.signIn('ADMIN');
  v = await seedFeedVacancies(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const built = () => feedCache(t.app.ctx).built;
const titlesOf = async () =>
  readXml((await get('/flux/offres.xml')).body).source.job.map((job: { title: string }) => job.title);
/** Longer than the time an instance trusts the version of the public data it read (public-cache.ts). */
const pastVersionTtl = () => new Promise((resolve) => setTimeout(resolve, 700));

describe('validators (§22)', () => {
  it('answers ETag and Last-Modified on each format, and 304 on If-None-Match or If-Modified-Since', async () => {
    const tags = new Set<string>();
    for (const format of FORMATS) {
      const url = `/flux/offres.${format}`;
      const first = await get(url);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);
      tags.add(etag);

      const byTag = await get(url, { 'if-none-match': etag });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      expect(byTag.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

      expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
      const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
      expect((await get(url, { 'if-modified-since': later })).statusCode).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(url, { 'if-modified-since': earlier })).statusCode).toBe(200);
      expect((await get(url, { 'if-modified-since': 'not a date' })).statusCode).toBe(200);
      // If-None-Match decides when both are sent (RFC 9110).
      expect((await get(url, { 'if-none-match': 'W/"other"', 'if-modified-since': later })).statusCode).toBe(200);
    }
    // Each language has its own tag.
    expect((await get('/flux/offres.xml?langue=en')).headers.etag).not.toBe(
      (await get('/flux/offres.xml?langue=fr')).headers.etag,
    );
    expect(tags.size).toBe(3);
  });
});

describe('cache (§22)', () => {
  it('compresses each feed once per encoding, to the same bytes as the plain answer', async () => {
    for (const format of FORMATS) {
      const plain = await get(`/flux/offres.${format}`);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await get(`/flux/offres.${format}`, { 'accept-encoding': encoding });
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toContain('Accept-Encoding');
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(decode(res.rawPayload).toString()).toBe(plain.body);
        }
      }
    }
  });

  it('serves a second request from memory, the same bytes and validators', async () => {
    const first = await get('/flux/offres.rss?langue=en');
    const before = built();
    const second = await get('/flux/offres.rss?langue=en');
    expect(built()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('drops the feed when a vacancy changes through this instance', async () => {
    const before = await get('/flux/offres.xml');
    const vacancy = (await t.app.inject({ url: `/poste-vacant/${v.plain}`, headers: admin.headers })).json();
    const update = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${v.plain}/update`,
      headers: admin.headers,
      payload: {
        nom: 'Magasinier cariste',
        descriptif: vacancy.descriptif,
        poste: { id: vacancy.poste.id },
        session: { id: vacancy.session.id },
        typeContrat: { id: vacancy.typeContrat.id },
        salaireMin: 24000,
        salaireMax: 26000,
        salairePeriode: 'AN',
      },
    });
    expect(update.statusCode).toBe(200);
    const after = await get('/flux/offres.xml', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await titlesOf()).toContain('Magasinier cariste');
  });

  it('drops the feed when another instance closes a vacancy (a write straight to the database)', async () => {
    await get('/flux/offres.json');
    const before = built();
    // What another instance does: its write raises the version of the public data through the triggers.
    await t.db
      .updateTable('poste_vacant')
      .set({ session_id: await closedSession() })
      .where('id', '=', v.english)
      .execute();
    await pastVersionTtl();
    const feed = (await get('/flux/offres.json')).json();
    expect(built()).toBe(before + 1);
    expect(feed.items.map((item: { id: string }) => item.id)).not.toContain(`offre-${v.english}`);
  });

  it('keeps its copy, tag and Last-Modified when the data changed but the feed did not', async () => {
    const first = await get('/flux/offres.xml?langue=en');
    const before = built();
    // A write the public pages show, but nothing a feed lists: a closed vacancy renamed.
    await t.db.updateTable('poste_vacant').set({ nom: 'Encore close' }).where('id', '=', v.closed).execute();
    await pastVersionTtl();
    const second = await get('/flux/offres.xml?langue=en');
    expect(built()).toBe(before);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
  });
});

async function closedSession(): Promise<number> {
  const row = await t.db
    .selectFrom('poste_vacant')
    .select('session_id')
    .where('id', '=', v.closed)
    .executeTakeFirstOrThrow();
  return row.session_id;
}

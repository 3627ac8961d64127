import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clean,
  FORBIDDEN,
  NASTY_HTML,
  NASTY_NAME,
  readXml,
  type Seeded,
  seedFeedVacancies,
  xmlError,
} from '../../../test/fixtures/feeds.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Contract §22, the job feeds: the XML feed of aggregators, RSS 2.0 and JSON Feed 1.1 list the open
 * vacancies only, in French or English, every address tagged with the feed's `utm_source`, and stay
 * well-formed (checked by saxes, a strict XML 1.0 parser) whatever a vacancy's text holds. On
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
const PUBLIC_URL = 'https://jobs.example.com';
let t: TestApp;
let v: Seeded;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, ORG_NAME: 'Acme & fils <SA>' });
  v = await seedFeedVacancies(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ url });
const NOT_OPEN = () => [v.closed, v.future, v.inactive];

describe('GET /flux/offres.xml (the XML job feed of aggregators)', () => {
  it('is strict XML 1.0 holding exactly the open vacancies, texts read back as written', async () => {
    const res = await get('/flux/offres.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlError(res.body)).toBeNull();
    expect(res.body).not.toMatch(FORBIDDEN);
    const { source } = readXml(res.body);
    expect(source.publisher).toBe('Acme & fils <SA>');
    expect(source.publisherurl).toBe(`${PUBLIC_URL}/offre?utm_source=indeed`);
    expect(Number.isNaN(Date.parse(source.lastBuildDate))).toBe(false);
    const ids = source.job.map((job: { referencenumber: number }) => job.referencenumber);
    expect(ids).toEqual(expect.arrayContaining([v.nasty, v.english, v.plain]));
    for (const id of NOT_OPEN()) expect(ids).not.toContain(id);

    const nasty = source.job.find((job: { referencenumber: number }) => job.referencenumber === v.nasty);
    expect(nasty.title).toBe(clean(NASTY_NAME));
    expect(nasty.description).toBe(clean(NASTY_HTML));
    expect(nasty.url).toBe(`${PUBLIC_URL}/offre/dtail/${v.nasty}?utm_source=indeed`);
    expect(nasty).toMatchObject({ company: 'Acme & fils <SA>', city: 'Lyon', remotetype: 'Fully remote' });
    expect(nasty.country).toBeTruthy();
    expect(nasty.jobtype).toBe('fulltime');
    expect(Date.parse(nasty.date)).toBeGreaterThan(0);
    expect(nasty.salary).toBeUndefined();
    // The CDATA end inside the description is split between two sections, never written raw.
    expect(res.body).toContain('<![CDATA[<p>Primes & avantages ]]]]><![CDATA[> <strong>');

    const english = source.job.find((job: { referencenumber: number }) => job.referencenumber === v.english);
    expect(english.salary.replace(/\u202f|\u00a0/g, ' ')).toBe('30 000 – 36 000 € brut par an');
    expect(english.remotetype).toBe('Hybrid remote');
    expect(english.title).toBe('Soudeur');
  });

  it('in English: the English texts when the vacancy has them, pages under /en', async () => {
    const { source } = readXml((await get('/flux/offres.xml?langue=en')).body);
    const english = source.job.find((job: { referencenumber: number }) => job.referencenumber === v.english);
    expect(english).toMatchObject({ title: 'Welder', description: '<p>TIG welding</p>' });
    expect(english.url).toBe(`${PUBLIC_URL}/en/offre/dtail/${v.english}?utm_source=indeed`);
    expect(english.salary).toBe('€30,000 – €36,000 gross per year');
    const plain = source.job.find((job: { referencenumber: number }) => job.referencenumber === v.plain);
    expect(plain.title).toBe('Magasinier');
    expect(source.publisherurl).toBe(`${PUBLIC_URL}/en/offre?utm_source=indeed`);
  });

  it('refuses a language it does not have', async () => {
    expect((await get('/flux/offres.xml?langue=de')).statusCode).toBe(400);
  });
});

describe('GET /flux/offres.rss (RSS 2.0)', () => {
  it('is strict XML, a channel in the asked language with one item per open vacancy', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const res = await get(`/flux/offres.rss?langue=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(xmlError(res.body)).toBeNull();
      expect(res.body).not.toMatch(FORBIDDEN);
      const { rss } = readXml(res.body);
      expect(rss['@_version']).toBe('2.0');
      const { channel } = rss;
      expect(channel.language).toBe(lang);
      expect(channel.title).toContain('Acme & fils <SA>');
      expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/flux/offres.rss?langue=${lang}`);
      const prefix = `${PUBLIC_URL}${lang === 'en' ? '/en' : ''}/offre`;
      expect(channel.link).toBe(`${prefix}?utm_source=rss`);
      const links = channel.item.map((item: { link: string }) => item.link);
      expect(links).toEqual(
        expect.arrayContaining([v.nasty, v.english, v.plain].map((id) => `${prefix}/dtail/${id}?utm_source=rss`)),
      );
      for (const id of NOT_OPEN()) expect(links.some((link: string) => link.includes(`/dtail/${id}?`))).toBe(false);
      const nasty = channel.item.find((item: { link: string }) => item.link.includes(`/dtail/${v.nasty}?`));
      expect(nasty.title).toBe(clean(NASTY_NAME));
      expect(nasty.description).toBe(clean(NASTY_HTML));
      expect(nasty.guid['#text']).toBe(`offre-${v.nasty}`);
      expect(Date.parse(nasty.pubDate)).toBeGreaterThan(0);
    }
  });
});

describe('GET /flux/offres.json (JSON Feed 1.1)', () => {
  it('has the required fields of JSON Feed 1.1, its items the open vacancies', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const res = await get(`/flux/offres.json?langue=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
      const feed = res.json();
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(typeof feed.title).toBe('string');
      expect(feed.language).toBe(lang);
      expect(feed.feed_url).toBe(`${PUBLIC_URL}/flux/offres.json?langue=${lang}`);
      expect(feed.home_page_url).toContain('utm_source=json');
      expect(Array.isArray(feed.items)).toBe(true);
      for (const item of feed.items) {
        expect(typeof item.id).toBe('string');
        expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
        expect(new URL(item.url).searchParams.get('utm_source')).toBe('json');
        expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
      }
      const urls = feed.items.map((item: { url: string }) => item.url);
      for (const id of NOT_OPEN()) expect(urls.some((url: string) => url.includes(`/dtail/${id}?`))).toBe(false);
      const english = feed.items.find((item: { id: string }) => item.id === `offre-${v.english}`);
      expect(english.title).toBe(lang === 'en' ? 'Welder' : 'Soudeur');
      const nasty = feed.items.find((item: { id: string }) => item.id === `offre-${v.nasty}`);
      expect(nasty).toMatchObject({ title: clean(NASTY_NAME), content_html: clean(NASTY_HTML) });
    }
  });
});

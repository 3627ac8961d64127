import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { fakeWebDist } from '../../test/support/web-dist.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from '../seed/factories.js';

const HOSTILE_NAME = `</script><script>alert(1)</script> "Dév" & <b>'Lead'</b> \u2028`;
const HOSTILE_HTML = '<p>Rejoignez-nous</p><p>&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>';

let t: TestApp;
let root: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  root = fakeWebDist();
  // The build's English frame (apps/web/build/static-frame.ts).
  writeFileSync(
    join(root, 'frame.en.html'),
    '<nav class="navbar">Recruitment (English frame)</nav><main id="main"></main>',
  );
  t = await createTestApp({
    WEB_DIST: root,
    PUBLIC_URL: 'https://emplois.example.fr/',
    ORG_NAME: 'ACME "Recrutement"',
    ORG_LOGO: 'https://emplois.example.fr/logo.png',
    ORG_LOCALITY: 'Paris',
    ORG_COUNTRY: 'FR',
  });
  const posteId = await makePosteDeTravail(t.db, { nom: 'Développeur' });
  const open = await makeSession(t.db, { dateOuverture: '2000-01-01', dateCloture: '2999-12-31' });
  const closed = await makeSession(t.db, { dateOuverture: '2000-01-01', dateCloture: '2000-01-31' });
  const inactive = await makeSession(t.db, { status: false });
  ids.hostile = await makePosteVacant(t.db, {
    posteId,
    sessionId: open,
    nom: HOSTILE_NAME,
    descriptif: HOSTILE_HTML,
    lieu: '</script>Lyon"',
    datePublication: '2026-03-04T10:00:00.000Z',
  });
  ids.plain = await makePosteVacant(t.db, {
    posteId,
    sessionId: open,
    nom: 'Comptable',
    datePublication: '2026-05-06T08:00:00.000Z',
  });
  ids.closed = await makePosteVacant(t.db, { posteId, sessionId: closed, nom: 'Fermée' });
  ids.inactive = await makePosteVacant(t.db, { posteId, sessionId: inactive, nom: 'Inactive' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The JSON-LD scripts of a page, parsed, and the count of <script> openings in its head. */
function jsonLd(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return scripts.map((m) => JSON.parse(m[1]!));
}

describe('head of an offer page', () => {
  it('holds a JobPosting that parses back to the vacancy, however hostile its texts', async () => {
    const res = await page(`/offre/dtail/${ids.hostile}`);
    expect(res.statusCode).toBe(200);
    // Nothing the vacancy says can open or close an element: one script per kind, the template's own.
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    expect(res.body).not.toContain('alert(1)</script>');
    const [posting] = jsonLd(res.body);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: HOSTILE_NAME,
      description: HOSTILE_HTML,
      datePosted: '2026-03-04',
      validThrough: '2999-12-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'ACME "Recrutement"',
        logo: 'https://emplois.example.fr/logo.png',
      },
      jobLocation: { address: { addressLocality: '</script>Lyon"', addressCountry: 'FR' } },
      identifier: { value: String(ids.hostile) },
      url: `https://emplois.example.fr/offre/dtail/${ids.hostile}`,
    });
  });

  it('carries the offer exactly as the API answers it, however hostile its texts', async () => {
    const res = await page(`/offre/dtail/${ids.hostile}`);
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body);
    expect(data).not.toBeNull();
    const api = await t.app.inject({ method: 'GET', url: `/poste-vacant/${ids.hostile}` });
    expect(JSON.parse(data![1]!)).toEqual({ offre: api.json() });
    expect(api.json().nom).toBe(HOSTILE_NAME);
  });

  it('has the title, description, canonical and Open Graph of the vacancy, escaped', async () => {
    const res = await page(`/offre/dtail/${ids.hostile}`);
    const escapedName =
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Dév&quot; &amp; &lt;b&gt;&#39;Lead&#39;&lt;/b&gt;';
    expect(res.body).toContain(`<title>${escapedName} \u2028 | ACME &quot;Recrutement&quot;</title>`);
    expect(res.body).toContain('<meta name="description" content="Rejoignez-nous &lt;/script&gt;');
    expect(res.body).toContain(`<link rel="canonical" href="https://emplois.example.fr/offre/dtail/${ids.hostile}" />`);
    expect(res.body).toContain(
      `<meta property="og:url" content="https://emplois.example.fr/offre/dtail/${ids.hostile}" />`,
    );
    expect(res.body).toContain('<meta property="og:title" content="&lt;/script&gt;');
  });

  it('answers 404 with the not-found page for a closed, inactive or unknown offer', async () => {
    for (const id of [ids.closed, ids.inactive, 999_999]) {
      const res = await page(`/offre/dtail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page introuvable');
      expect(res.body).toContain('noindex');
      expect(jsonLd(res.body)).toEqual([]);
    }
  });

  it('shows a change of the vacancy at once', async () => {
    const boss = await t.signIn('ADMIN');
    const current = (await t.app.inject({ method: 'GET', url: `/poste-vacant/${ids.plain}` })).json();
    await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${ids.plain}/update`,
      headers: boss.headers,
      payload: { ...current, salaireMin: 30000, salaireMax: 40000, salairePeriode: 'AN', nom: 'Comptable senior' },
    });
    expect((await page(`/offre/dtail/${ids.plain}`)).body).toContain('<title>Comptable senior |');
  });

  it('names / and /offre sensibly, with their canonical address', async () => {
    const home = await page('/');
    expect(home.body).toContain('<title>ACME &quot;Recrutement&quot; — offres d&#39;emploi');
    expect(home.body).toContain('<link rel="canonical" href="https://emplois.example.fr/" />');
    expect((await page('/offre')).body).toContain('<title>Nos offres | ACME &quot;Recrutement&quot;</title>');
  });
});

describe('English pages under /en (contract §17)', () => {
  const site = 'https://emplois.example.fr';
  const hreflang = (body: string) =>
    Object.fromEntries(
      [...body.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
    );

  it.each([
    ['/', '/en', 'jobs and online applications'],
    ['/offre', '/en/offre', 'Our jobs |'],
    ['/login', '/en/login', 'Sign in |'],
    ['/confidentialite', '/en/confidentialite', 'Privacy |'],
    ['/mon-espace', '/en/mon-espace', 'My space |'],
  ])('%s and %s: lang, self canonical, reciprocal absolute hreflang, head in the language', async (fr, en, title) => {
    const french = await page(fr);
    const english = await page(en);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(french.body).toContain('<html lang="fr"');
    expect(english.body).toContain(`<link rel="canonical" href="${site}${en}" />`);
    expect(french.body).toContain(`<link rel="canonical" href="${site}${fr}" />`);
    const expected = { fr: `${site}${fr}`, en: `${site}${en}`, 'x-default': `${site}${fr}` };
    expect(hreflang(english.body)).toEqual(expected);
    expect(hreflang(french.body)).toEqual(expected);
    expect(english.body).toMatch(new RegExp(`<title>[^<]*${title.replace('|', '\\|')}`));
    expect(/<meta name="description" content="([^"]*)"/.exec(english.body)?.[1]).not.toMatch(/\b(vos|nos|les|des)\b/);
  });

  it("paints the build's English frame on English pages, the French one on French pages", async () => {
    const english = (await page('/en/offre')).body;
    expect(english).toContain('<!--frame--><nav class="navbar">Recruitment (English frame)</nav>');
    expect(english).not.toContain('<nav class="navbar">Recrutement</nav>');
    expect((await page('/offre')).body).toContain('<!--frame--><nav class="navbar">Recrutement</nav>');
  });

  it('never switches or redirects on Accept-Language', async () => {
    const french = await page('/offre', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('<title>Nos offres |');
    const english = await page('/en/offre', { 'accept-language': 'fr-FR' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Our jobs |');
  });

  it('shows the English name and description of a vacancy when it has them, sanitised, else the French', async () => {
    const boss = await t.signIn('ADMIN');
    const current = (await t.app.inject({ method: 'GET', url: `/poste-vacant/${ids.plain}` })).json();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/poste-vacant/${ids.plain}/update`,
      headers: boss.headers,
      payload: { ...current, nomEn: 'Accountant', descriptifEn: '<p>Join us<script>alert(3)</script></p>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nomEn: 'Accountant', descriptifEn: '<p>Join us</p>' });
    const english = await page(`/en/offre/dtail/${ids.plain}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Accountant | ACME &quot;Recrutement&quot;</title>');
    expect(english.body).toContain('<meta name="description" content="Join us" />');
    expect(english.body).toContain(`<link rel="canonical" href="${site}/en/offre/dtail/${ids.plain}" />`);
    expect(hreflang(english.body)).toEqual({
      fr: `${site}/offre/dtail/${ids.plain}`,
      en: `${site}/en/offre/dtail/${ids.plain}`,
      'x-default': `${site}/offre/dtail/${ids.plain}`,
    });
    const [posting] = jsonLd(english.body);
    expect(posting).toMatchObject({ title: 'Accountant', url: `${site}/en/offre/dtail/${ids.plain}` });
    // The French page keeps the French name.
    expect((await page(`/offre/dtail/${ids.plain}`)).body).not.toContain('<title>Accountant');
    // Without an English text, the English page's head says the French one.
    expect((await page(`/en/offre/dtail/${ids.hostile}`)).body).toContain('content="Rejoignez-nous');
  });

  it('answers an English 404 page under /en, and none for the back office there', async () => {
    for (const url of ['/en/page-inconnue', '/en/offre/dtail/999999', '/en/admin', '/en/en/offre']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<html lang="en"');
      expect(res.body).toContain('Page not found');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists home, /offre and exactly the open offers, with their publication date', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://emplois.example.fr/',
      'https://emplois.example.fr/en',
      'https://emplois.example.fr/offre',
      'https://emplois.example.fr/en/offre',
      `https://emplois.example.fr/offre/dtail/${ids.plain}`,
      `https://emplois.example.fr/en/offre/dtail/${ids.plain}`,
      `https://emplois.example.fr/offre/dtail/${ids.hostile}`,
      `https://emplois.example.fr/en/offre/dtail/${ids.hostile}`,
    ]);
    expect(res.body).toContain(`/offre/dtail/${ids.hostile}</loc><lastmod>2026-03-04</lastmod>`);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // Each entry, French or English, names both (contract §17).
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      const loc = /<loc>([^<]*)</.exec(entry)?.[1] ?? '';
      const path = loc.replace('https://emplois.example.fr', '').replace(/^\/en(?=\/|$)/, '') || '/';
      const fr = `https://emplois.example.fr${path}`;
      const en = `https://emplois.example.fr${path === '/' ? '/en' : `/en${path}`}`;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
    }
  });

  it('follows the open offers: a closed session leaves the sitemap', async () => {
    const row = await t.db
      .selectFrom('poste_vacant')
      .select('session_id')
      .where('id', '=', ids.plain!)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('session_candidature').set({ status: 0 }).where('id', '=', row.session_id).execute();
    // Another writer than this instance: the version is re-read within its TTL.
    await new Promise((r) => setTimeout(r, 600));
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).not.toContain(`/offre/dtail/${ids.plain}<`);
    expect((await page(`/offre/dtail/${ids.plain}`)).statusCode).toBe(404);
    await t.db.updateTable('session_candidature').set({ status: 1 }).where('id', '=', row.session_id).execute();
  });

  it('allows the public pages, keeps out /admin and /mon-espace, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /mon-espace\nDisallow: /en/mon-espace\n\nSitemap: https://emplois.example.fr/sitemap.xml\n',
    );
  });
});

import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { ASSET_JS, fakeWebDist } from '../../test/support/web-dist.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = fakeWebDist();
  t = await createTestApp({ WEB_DIST: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('web client', () => {
  it("serves /offre with its own title, description and its page's code preloaded", async () => {
    const res = await get('/offre');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Nos offres | Recrutement</title>');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/offres-def.js" />');
    expect(res.body).not.toContain('noindex');
  });

  it('advertises the RSS and JSON feeds of the offers (§22) on /offre and /en/offre, each in its language', async () => {
    const base = t.config.publicUrl;
    const fr = (await get('/offre')).body;
    expect(fr).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Nos offres (RSS)" href="${base}/flux/offres.rss?langue=fr" />`,
    );
    expect(fr).toContain(
      `<link rel="alternate" type="application/feed+json" title="Nos offres (JSON Feed)" href="${base}/flux/offres.json?langue=fr" />`,
    );
    const en = (await get('/en/offre')).body;
    expect(en).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Our jobs (RSS)" href="${base}/flux/offres.rss?langue=en" />`,
    );
    expect(en).toContain(`href="${base}/flux/offres.json?langue=en"`);
    expect((await get('/')).body).not.toContain('/flux/offres');
  });

  it.each(['br', 'gzip'])('compresses a page with %s to the same bytes as the plain answer', async (encoding) => {
    const plain = await get('/offre');
    const res = await get('/offre', { 'accept-encoding': `${encoding}` });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode(res.rawPayload, encoding).toString()).toBe(plain.body);
  });

  it.each(['br', 'gzip'])(
    'sends a built asset as its precompressed %s file, decoding to the asset',
    async (encoding) => {
      const res = await get('/assets/index-abc.js', { 'accept-encoding': `gzip, deflate, ${encoding}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload, res.headers['content-encoding'] as string).toString()).toBe(ASSET_JS);
    },
  );

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-abc.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET_JS);
  });

  it('keeps the source maps to itself', async () => {
    const res = await get('/assets/index-abc.js.map');
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 with the not-found page, kept out of search engines, for an unknown page', async () => {
    const res = await get('/nulle-part');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page introuvable | Recrutement</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 404 for a page id that cannot exist and JSON to a caller that does not want HTML', async () => {
    expect((await get('/offre/dtail/abc')).statusCode).toBe(404);
    expect((await get('/offre/dtail/0')).statusCode).toBe(404);
    const json = await get('/offre', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['*/*', 'text/*', 'text/html;q=0.9, application/json;q=0.8', 'application/json;q=0.5, */*'])(
    'serves the page to a client that accepts HTML (Accept: %s), as curl does by default',
    async (accept) => {
      for (const url of ['/', '/offre', '/login']) {
        const res = await get(url, { accept });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      const unknown = await get('/nulle-part', { accept });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>Page introuvable | Recrutement</title>');
    },
  );

  it.each(['application/json', 'application/json, */*;q=0.1', 'text/html;q=0, */*', 'image/png'])(
    'keeps the JSON 404 for a client that ranks JSON first or refuses HTML (Accept: %s)',
    async (accept) => {
      for (const url of ['/', '/nulle-part']) {
        const res = await get(url, { accept });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', path: url });
      }
    },
  );

  it('keeps the JSON 404 for a request without an Accept header, and API routes answer JSON to */*', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/nulle-part' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ code: 'NOT_FOUND' });
    const api = await get('/pays/list?page=1&size=1', { accept: '*/*' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    const unknownId = await get('/poste-vacant/999999', { accept: '*/*' });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves every back-office address with the client, kept out of search engines', async () => {
    const res = await get('/admin/poste-vacant/3');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('noindex');
  });

  it("keeps the build's public frame in public pages and takes it out of the back office's", async () => {
    for (const url of ['/', '/offre', '/login', '/page-inconnue']) {
      expect((await get(url)).body).toContain('<!--frame--><nav class="navbar">Recrutement</nav>');
    }
    const admin = await get('/admin');
    expect(admin.body).toContain('<div id="root"></div>');
    expect(admin.body).not.toContain('navbar');
  });

  it('answers 304 to a page the browser has already', async () => {
    const first = await get('/login', { 'accept-encoding': 'br' });
    const again = await get('/login', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('JSON answers', () => {
  it.each(['br', 'gzip'])('are compressed with %s to the same bytes', async (encoding) => {
    const plain = await t.app.inject({ method: 'GET', url: '/pays/list' });
    const res = await t.app.inject({ method: 'GET', url: '/pays/list', headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.rawPayload, encoding).toString()).toBe(plain.body);
  });

  it('carry an ETag, and a list the client has already answers 304 without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/pays/list?page=1&size=5' });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/pays/list?page=1&size=5',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/pays/list?page=2&size=5',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });
});

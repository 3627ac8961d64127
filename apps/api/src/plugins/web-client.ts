import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  apiFr,
  LANGS,
  type Lang,
  langOfPath,
  type PosteVacant,
  PUBLIC_PAGES,
  type PublicPage,
  pageOf,
  pathIn,
} from '@recrutement/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isFresh } from '../lib/etag.js';
import { sendError } from './error-handler.js';
import { acceptsHtml as acceptsHtmlHeader } from './web/accept.js';
import { pagePreloads } from './web/build-manifest.js';
import { acceptedEncoding } from './web/encoding.js';
import { inlineStylesheets, type PageHead, renderHtml, withFrame } from './web/html.js';
import { HtmlCache } from './web/html-cache.js';
import { offreHead } from './web/offre-head.js';
import { type Site, staticHead } from './web/page-heads.js';

/** Files at the top of the client's build (favicon, robots.txt...). */
const TOP_LEVEL_FILE = /^[\w.-]+\.(svg|ico|png|txt|webmanifest)$/;

/** The public reads the offer page needs, handed in by app.ts (the vacancies module's service). */
export interface WebClientReaders {
  /** The version of the public data: a page is rendered again when it changes. */
  publicDataVersion(): Promise<number>;
  /** An offer open today, else null (a real 404). */
  findOpenPosteVacant(id: number): Promise<(PosteVacant & { datePublication: string | null }) | null>;
}

export interface WebClientOptions {
  root: string;
  site: Site;
  serveSourceMaps: boolean;
  vacancies: WebClientReaders;
}

const acceptsHtml = (request: FastifyRequest) => acceptsHtmlHeader(request.headers.accept);

/**
 * Serves the built web client (contract §1, §11). Each page of PUBLIC_PAGES (and the back office)
 * answers its index.html with a head written for it (title, description, canonical, preloads of the
 * page's code), rendered and compressed once (HtmlCache). Any other address answers 404: the
 * not-found page to a client that accepts HTML (`*\/*` included, as curl sends), JSON otherwise.
 * Hashed assets go out as built, precompressed.
 */
export const webClientPlugin = fp(async (app, opts: WebClientOptions) => {
  const templateFile = join(opts.root, 'index.html');
  const hasClient = existsSync(templateFile);
  const readAsset = (href: string) => {
    const file = join(opts.root, href);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const template = hasClient ? inlineStylesheets(readFileSync(templateFile, 'utf8'), readAsset) : '';
  // The build's English frame (navbar and footer painted before the script runs), for /en pages.
  const englishFrame = readAsset('frame.en.html');
  const templates: Record<Lang, string> = {
    fr: template,
    en: englishFrame ? withFrame(template, englishFrame) : template,
  };
  const preloads = pagePreloads(opts.root);
  const cache = new HtmlCache();

  const sendHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    head: () => Promise<{ status: number; head: PageHead }>,
  ) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const page = await cache.get(key, encoding, async () => {
      const { status, head: h } = await head();
      return { status, html: renderHtml(templates[h.lang ?? 'fr'], h) };
    });
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag);
    if (encoding) reply.header('Content-Encoding', encoding);
    if (page.status === 200 && isFresh(request, page.etag))
      return reply.code(304).removeHeader('content-encoding').send();
    return reply.send(page.body);
  };

  // Under /en the not-found page is English (contract §17); its language is the address's, never Accept-Language.
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = langOfPath(request.url.split('?')[0] ?? '');
    return sendHtml(request, reply, `notFound|${lang}`, async () => ({
      status: 404,
      head: staticHead('notFound', opts.site, lang),
    }));
  };

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      serve: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; anything else must be revalidated.
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.header('Vary', 'Accept-Encoding');
      },
    });
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      // Source maps would hand our sources to anyone; they stay on disk unless asked for.
      if (file.endsWith('.map') && !opts.serveSourceMaps)
        return sendError(request, reply, 'NOT_FOUND', apiFr.addressNotFound);
      return reply.sendFile(`assets/${file}`);
    });

    const pages = (Object.keys(PUBLIC_PAGES) as PublicPage[]).flatMap((name) =>
      LANGS.map((lang): [PublicPage, Lang] => [name, lang]),
    );
    for (const [name, lang] of pages) {
      const { module } = PUBLIC_PAGES[name];
      const path = pathIn(lang, PUBLIC_PAGES[name].path);
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        if (!acceptsHtml(request)) return sendError(request, reply, 'NOT_FOUND', apiFr.addressNotFound);
        // The route's `:id` takes any text; the contract's pattern takes positive integers only.
        if (pageOf(request.url.split('?')[0] ?? '') !== name) return notFoundPage(request, reply);
        const preload = preloads(module);
        if (name === 'offre') {
          // An unknown or closed offer is a real 404 (contract §11), with the not-found page.
          const id = Number((request.params as { id: string }).id);
          const vacancy = await opts.vacancies.findOpenPosteVacant(id);
          if (!vacancy) return notFoundPage(request, reply);
          const version = `${await opts.vacancies.publicDataVersion()}|${app.ctx.clock.today()}`;
          return sendHtml(request, reply, `offre|${lang}|${id}|${version}`, async () => ({
            status: 200,
            head: { ...offreHead(vacancy, app.ctx.config, lang), preload },
          }));
        }
        return sendHtml(request, reply, `${name}|${lang}`, async () => ({
          status: 200,
          head: { ...staticHead(name, opts.site, lang), preload },
        }));
      });
    }
    const admin = (request: FastifyRequest, reply: FastifyReply) =>
      acceptsHtml(request)
        ? sendHtml(request, reply, 'admin', async () => ({ status: 200, head: staticHead('admin', opts.site) }))
        : sendError(request, reply, 'NOT_FOUND', apiFr.addressNotFound);
    app.get('/admin', { schema: { hide: true } }, admin);
    app.get('/admin/*', { schema: { hide: true } }, admin);
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET') {
      const file = request.url.split('?')[0]?.slice(1) ?? '';
      if (TOP_LEVEL_FILE.test(file) && existsSync(join(opts.root, file))) return reply.sendFile(file);
      if (acceptsHtml(request)) return notFoundPage(request, reply);
    }
    return sendError(request, reply, 'NOT_FOUND', apiFr.addressNotFound);
  });
});

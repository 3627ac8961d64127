import { LANGS } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from './web/html.js';
import { alternatesOf } from './web/page-heads.js';

/** robots.txt of contract §11: public pages allowed, personal ones not, the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /mon-espace',
    'Disallow: /en/mon-espace',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml of contract §11 and §17: home, /offre and every open vacancy with the date it was
 * published, each in French and English, each entry naming both with `xhtml:link` alternates.
 */
export function sitemapXml(publicUrl: string, vacancies: { id: number; datePublication: string | null }[]): string {
  const entries = (frenchPath: string, lastmod?: string | null) => {
    const alternates = alternatesOf(publicUrl, frenchPath);
    const links = LANGS.map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(alternates[lang])}"/>`,
    ).join('');
    const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
    return LANGS.map((lang) => `  <url><loc>${escapeHtml(alternates[lang])}</loc>${date}${links}</url>`);
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries('/', vacancies[0]?.datePublication),
    ...entries('/offre', vacancies[0]?.datePublication),
    ...vacancies.flatMap((v) => entries(`/offre/dtail/${v.id}`, v.datePublication)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The public reads the sitemap needs, handed in by app.ts (the vacancies module's service). */
export interface SeoReaders {
  /** The version of the public data: the sitemap is built again when it changes. */
  publicDataVersion(): Promise<number>;
  /** The vacancies open today, most recent first. */
  listOpenForSitemap(): Promise<{ id: number; datePublication: string | null }[]>;
}

/** /robots.txt and /sitemap.xml, built from the public data (the sitemap per data version, cached). */
export const seoPlugin = fp(async (app: FastifyInstance, opts: { vacancies: SeoReaders }) => {
  const { vacancies } = opts;
  const { publicUrl } = app.ctx.config;
  const robots = robotsTxt(publicUrl);
  let sitemap: { version: string; xml: string } | null = null;

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const version = `${await vacancies.publicDataVersion()}|${app.ctx.clock.today()}`;
    if (sitemap?.version !== version)
      sitemap = { version, xml: sitemapXml(publicUrl, await vacancies.listOpenForSitemap()) };
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(sitemap.xml);
  });
});

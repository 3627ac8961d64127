import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listOpenForSitemap, publicDataVersion } from '../modules/poste-vacant/poste-vacant.service.js';
import { escapeHtml } from './web/html.js';

/** robots.txt of contract §11: public pages allowed, personal ones not, the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /mon-espace',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of contract §11: home, /offre and every open vacancy with the date it was published. */
export function sitemapXml(publicUrl: string, vacancies: { id: number; datePublication: string | null }[]): string {
  const url = (loc: string, lastmod?: string | null) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${publicUrl}/`, vacancies[0]?.datePublication),
    url(`${publicUrl}/offre`, vacancies[0]?.datePublication),
    ...vacancies.map((v) => url(`${publicUrl}/offre/dtail/${v.id}`, v.datePublication)),
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml, built from the public data (the sitemap per data version, cached). */
export const seoPlugin = fp(async (app: FastifyInstance) => {
  const { publicUrl } = app.ctx.config;
  const robots = robotsTxt(publicUrl);
  let sitemap: { version: string; xml: string } | null = null;

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const version = `${await publicDataVersion(app.ctx)}|${app.ctx.clock.today()}`;
    if (sitemap?.version !== version)
      sitemap = { version, xml: sitemapXml(publicUrl, await listOpenForSitemap(app.ctx)) };
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(sitemap.xml);
  });
});

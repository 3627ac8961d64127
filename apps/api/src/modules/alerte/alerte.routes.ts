import {
  alerteAcceptedSchema,
  alerteConfirmInputSchema,
  alerteIdParamsSchema,
  alerteInputSchema,
  alerteMessages,
  alerteSchema,
  alerteTokenQuerySchema,
  alerteUpdateSchema,
  headsEn,
  headsFr,
  type Lang,
  pathIn,
  translator,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validation } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { localizeError, requestLang } from '../../plugins/error-handler.js';
import { escapeHtml } from '../../plugins/web/html.js';
import * as service from './alerte.service.js';

const route = routeOptions(['alertes']);
const ONE_CLICK = 'One-Click';

const pageText = { fr: translator(headsFr, 'fr'), en: translator(headsEn, 'en') };

/**
 * A small page of the server's own (the unsubscribe link opened in a browser): no script, no
 * cookie; in the alert's language (contract §17), its link to the offers in that language too.
 */
function page(lang: Lang, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f4f6;color:#212529">
<main style="max-width:560px;margin:48px auto;padding:32px 28px;background:#fff;border-radius:8px">
<h1 style="font-size:1.5rem;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0"><a href="${pathIn(lang, '/offre')}" style="color:#0a58ca">${escapeHtml(pageText[lang]('page.alerte.seeOffers'))}</a></p>
</main>
</body>
</html>
`;
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The body of a one-click unsubscribe: `List-Unsubscribe=One-Click`, urlencoded (or a multipart field). */
async function oneClickBody(request: FastifyRequest): Promise<boolean> {
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'List-Unsubscribe' && part.value === ONE_CLICK) return true;
    }
    return false;
  }
  const body = typeof request.body === 'string' ? request.body : '';
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === ONE_CLICK;
}

/**
 * Job alerts (§18): public calls, decided by the mailed tokens (no account). The creation answers
 * the same 202 whatever the address; the one-click unsubscribe takes a form POST from a mail client
 * (no cookie, no Origin) and a GET there only shows a page with its button.
 */
export async function alerteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST may be urlencoded: read as text here only (this plugin's routes).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  r.post(
    '/api/alertes',
    route({
      perMinute: app.config.rateLimit.alert,
      summary: 'Créer une alerte emploi (double opt-in : un message de confirmation part)',
      body: alerteInputSchema,
      response: { 202: alerteAcceptedSchema },
    }),
    async (request, reply) => {
      await service.requestAlerte(app.ctx, request.body);
      // The same words as the errors, in the caller's language (contract §17).
      const { message } = localizeError(requestLang(request), alerteMessages.accepted);
      return reply.status(202).send({ message });
    },
  );

  r.post(
    '/api/alertes/confirmer',
    route({
      perMinute: app.config.rateLimit.login,
      summary: 'Confirmer une alerte (lien du message)',
      body: alerteConfirmInputSchema,
      response: { 200: alerteSchema },
    }),
    async (request) => service.confirmAlerte(app.ctx, request.body),
  );

  r.get(
    '/api/alertes',
    route({
      perMinute: app.config.rateLimit.login * 6,
      summary: 'Les alertes de l’adresse (jeton des messages)',
      querystring: alerteTokenQuerySchema,
      response: { 200: z.array(alerteSchema) },
    }),
    async (request) => service.listAlertesByToken(app.ctx, request.query.token),
  );

  r.post(
    '/api/alertes/:id/update',
    route({
      summary: 'Modifier ou prolonger une alerte (24 mois)',
      params: alerteIdParamsSchema,
      querystring: alerteTokenQuerySchema,
      body: alerteUpdateSchema,
      response: { 200: alerteSchema },
    }),
    async (request) => service.updateAlerte(app.ctx, request.query.token, request.params.id, request.body),
  );

  r.delete(
    '/api/alertes/:id',
    route({
      summary: 'Supprimer une alerte',
      params: alerteIdParamsSchema,
      querystring: alerteTokenQuerySchema,
    }),
    async (request, reply) => {
      await service.deleteAlerte(app.ctx, request.query.token, request.params.id);
      return reply.status(204).send();
    },
  );

  const unsubscribeAction = (token: string) => `/api/alertes/desabonner?token=${encodeURIComponent(token)}`;
  // A link that names no alert has no language of its own: the browser's (Accept-Language) then.
  const invalidPage = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
    const lang = requestLang(request);
    const { message } = localizeError(lang, error.message);
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .header('Content-Language', lang)
      .send(
        page(
          lang,
          pageText[lang]('page.alerteLinkExpired.title'),
          `<p style="line-height:1.5">${escapeHtml(message)}</p>`,
        ),
      );
  };

  r.get(
    '/api/alertes/desabonner',
    route({
      summary: 'Page de désabonnement (un bouton ; ne change rien)',
      querystring: alerteTokenQuerySchema,
    }),
    async (request, reply) => {
      const { token } = request.query;
      try {
        const alerte = await service.checkUnsubscribeToken(app.ctx, token);
        const lang: Lang = alerte.langue === 'en' ? 'en' : 'fr';
        const say = pageText[lang];
        const state = `<p style="line-height:1.5">${escapeHtml(
          say(alerte.actif ? 'page.alerteUnsubscribe.confirm' : 'page.alerteUnsubscribe.already'),
        )}</p>`;
        const form = alerte.actif
          ? `<form method="post" action="${escapeHtml(unsubscribeAction(token))}">
<input type="hidden" name="List-Unsubscribe" value="${ONE_CLICK}">
<button type="submit" style="font-size:1rem;padding:12px 20px;min-height:44px;background:#0a58ca;color:#fff;border:0;border-radius:6px;cursor:pointer">${escapeHtml(say('page.alerteUnsubscribe.button'))}</button>
</form>`
          : '';
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Language', lang)
          .send(page(lang, say('page.alerteUnsubscribe.title'), state + form));
      } catch (error) {
        if (error instanceof AppError && wantsHtml(request)) return invalidPage(request, reply, error);
        throw error;
      }
    },
  );

  r.post(
    '/api/alertes/desabonner',
    {
      ...route({
        summary: 'Désabonnement en un clic (RFC 8058 : corps List-Unsubscribe=One-Click)',
        querystring: alerteTokenQuerySchema,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        // Read by oneClickBody, documented only (plugins/openapi.ts).
        multipartBody: z.object({
          'List-Unsubscribe': z.literal('One-Click').meta({ example: 'One-Click' }),
        }),
      }),
      // RFC 8058: multipart/form-data (SHOULD) or urlencoded (MAY).
      config: { multipart: true },
    },
    async (request, reply) => {
      if (!(await oneClickBody(request))) throw validation({ 'List-Unsubscribe': alerteMessages.bodyOneClick });
      let langue: Lang;
      try {
        langue = (await service.unsubscribeAlerte(app.ctx, request.query.token)) === 'en' ? 'en' : 'fr';
      } catch (error) {
        if (error instanceof AppError && wantsHtml(request)) return invalidPage(request, reply, error);
        throw error;
      }
      if (wantsHtml(request)) {
        // The page after the button: in the alert's language, as the page that showed it.
        const { message } = localizeError(langue, alerteMessages.unsubscribed);
        return reply
          .type('text/html; charset=utf-8')
          .header('Content-Language', langue)
          .send(
            page(
              langue,
              pageText[langue]('page.alerteUnsubscribed.title'),
              `<p role="status" style="line-height:1.5">${escapeHtml(message)}</p>`,
            ),
          );
      }
      // A mail client's one-click POST reads JSON: in the caller's language, as every API answer.
      return { message: localizeError(requestLang(request), alerteMessages.unsubscribed).message };
    },
  );
}

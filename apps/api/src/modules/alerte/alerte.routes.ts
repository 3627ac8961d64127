import {
  alerteAcceptedSchema,
  alerteConfirmInputSchema,
  alerteIdParamsSchema,
  alerteInputSchema,
  alerteMessages,
  alerteSchema,
  alerteTokenQuerySchema,
  alerteUpdateSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validation } from '../../lib/errors.js';
import { localizeError, requestLang } from '../../plugins/error-handler.js';
import { escapeHtml } from '../../plugins/web/html.js';
import * as service from './alerte.service.js';

const tags = ['alertes'];
const ONE_CLICK = 'One-Click';

/** A small page of the server's own (the unsubscribe link opened in a browser): no script, no cookie. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f4f6;color:#212529">
<main style="max-width:560px;margin:48px auto;padding:32px 28px;background:#fff;border-radius:8px">
<h1 style="font-size:1.5rem;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0"><a href="/offre" style="color:#0a58ca">Voir les offres</a></p>
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
    {
      config: { rateLimit: { max: app.config.rateLimit.alert, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Créer une alerte emploi (double opt-in : un message de confirmation part)',
        body: alerteInputSchema,
        response: { 202: alerteAcceptedSchema },
      },
    },
    async (request, reply) => {
      await service.requestAlerte(app.ctx, request.body);
      // The same words as the errors, in the caller's language (contract §17).
      const { message } = localizeError(requestLang(request), alerteMessages.accepted);
      return reply.status(202).send({ message });
    },
  );

  r.post(
    '/api/alertes/confirmer',
    {
      config: { rateLimit: { max: app.config.rateLimit.login, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirmer une alerte (lien du message)',
        body: alerteConfirmInputSchema,
        response: { 200: alerteSchema },
      },
    },
    async (request) => service.confirmAlerte(app.ctx, request.body),
  );

  r.get(
    '/api/alertes',
    {
      config: { rateLimit: { max: app.config.rateLimit.login * 6, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Les alertes de l’adresse (jeton des messages)',
        querystring: alerteTokenQuerySchema,
        response: { 200: z.array(alerteSchema) },
      },
    },
    async (request) => service.listAlertesByToken(app.ctx, request.query.token),
  );

  r.post(
    '/api/alertes/:id/update',
    {
      schema: {
        tags,
        summary: 'Modifier ou prolonger une alerte (24 mois)',
        params: alerteIdParamsSchema,
        querystring: alerteTokenQuerySchema,
        body: alerteUpdateSchema,
        response: { 200: alerteSchema },
      },
    },
    async (request) => service.updateAlerte(app.ctx, request.query.token, request.params.id, request.body),
  );

  r.delete(
    '/api/alertes/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer une alerte',
        params: alerteIdParamsSchema,
        querystring: alerteTokenQuerySchema,
      },
    },
    async (request, reply) => {
      await service.deleteAlerte(app.ctx, request.query.token, request.params.id);
      return reply.status(204).send();
    },
  );

  const unsubscribeAction = (token: string) => `/api/alertes/desabonner?token=${encodeURIComponent(token)}`;
  const invalidPage = (reply: FastifyReply, error: AppError) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(page('Lien expiré', `<p style="line-height:1.5">${escapeHtml(error.message)}</p>`));

  r.get(
    '/api/alertes/desabonner',
    {
      schema: {
        tags,
        summary: 'Page de désabonnement (un bouton ; ne change rien)',
        querystring: alerteTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      try {
        const alerte = await service.checkUnsubscribeToken(app.ctx, token);
        const state = alerte.actif
          ? '<p style="line-height:1.5">Vous ne recevrez plus de message pour cette recherche. Confirmez :</p>'
          : '<p style="line-height:1.5">Cette alerte est déjà désactivée.</p>';
        const form = alerte.actif
          ? `<form method="post" action="${escapeHtml(unsubscribeAction(token))}">
<input type="hidden" name="List-Unsubscribe" value="${ONE_CLICK}">
<button type="submit" style="font-size:1rem;padding:12px 20px;min-height:44px;background:#0a58ca;color:#fff;border:0;border-radius:6px;cursor:pointer">Me désabonner de cette alerte</button>
</form>`
          : '';
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(page('Se désabonner d’une alerte emploi', state + form));
      } catch (error) {
        if (error instanceof AppError && wantsHtml(request)) return invalidPage(reply, error);
        throw error;
      }
    },
  );

  r.post(
    '/api/alertes/desabonner',
    {
      // RFC 8058: multipart/form-data (SHOULD) or urlencoded (MAY).
      config: { multipart: true },
      schema: {
        tags,
        summary: 'Désabonnement en un clic (RFC 8058 : corps List-Unsubscribe=One-Click)',
        querystring: alerteTokenQuerySchema,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        // Read by oneClickBody, documented only (plugins/openapi.ts).
        multipartBody: z.object({
          'List-Unsubscribe': z.literal('One-Click').meta({ example: 'One-Click' }),
        }),
      },
    },
    async (request, reply) => {
      if (!(await oneClickBody(request))) throw validation({ 'List-Unsubscribe': alerteMessages.bodyOneClick });
      try {
        await service.unsubscribeAlerte(app.ctx, request.query.token);
      } catch (error) {
        if (error instanceof AppError && wantsHtml(request)) return invalidPage(reply, error);
        throw error;
      }
      if (wantsHtml(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page('Alerte désactivée', `<p role="status" style="line-height:1.5">${alerteMessages.unsubscribed}</p>`),
          );
      }
      return { message: alerteMessages.unsubscribed };
    },
  );
}

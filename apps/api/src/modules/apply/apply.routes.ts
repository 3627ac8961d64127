import {
  ACCEPT_ATTRIBUTE,
  apiErrorSchema,
  applyDatasSchema,
  applySourceSchema,
  uploadResponseSchema,
} from '@recrutement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readApplySubmission } from './apply.multipart.js';
import { submitApplication } from './apply.service.js';

/** Every path the spec's clients post an application to (contract §4–5); one handler. */
export const APPLY_PATHS = [
  '/candidature/upload-user',
  '/candidature/upload',
  '/document-candidature/upload',
  '/mon-doc/upload',
] as const;

/**
 * The form as the API documentation shows it (contract §5), for a person to try from /docs. The
 * handler reads the parts itself (apply.multipart.ts), so this is documentation only: the OpenAPI
 * plugin turns `multipartBody` into the operation's request body, and nothing validates with it.
 */
const applyForm = (maxUploadMb: number) => {
  const file = (field: { description: string; legacy: string }) =>
    z.string().meta({
      format: 'binary',
      description: `${field.description} : ${ACCEPT_ATTRIBUTE.replaceAll(',', ' ')} (le type est lu dans le contenu, pas dans le nom), ${maxUploadMb} Mio au plus, non vide. Ancien nom accepté : \`${field.legacy}\`.`,
    });
  const attachmentType = (field: { example: string }) =>
    z.string().meta({
      description:
        "Le type de la pièce : le `nom` d'un type de pièce (GET /nom-document/list ; à la création de la base : « CV » et « Lettre de motivation »).",
      example: field.example,
    });
  return z.object({
    fileCV: file({ description: 'Première pièce (le CV)', legacy: 'file' }),
    fileLM: file({ description: 'Seconde pièce (la lettre de motivation)', legacy: 'doc' }),
    nomFileCV: attachmentType({ example: 'CV' }),
    nomFileLM: attachmentType({ example: 'Lettre de motivation' }),
    postId: z.int().positive().meta({ description: "L'id de l'offre, ouverte (GET /poste-vacant/list).", example: 1 }),
    datas: applyDatasSchema.meta({
      description:
        'Le candidat, en texte JSON : pays et civilité par `id` ou par `designation` (GET /pays/list, GET /civilite/list) ; le téléphone doit être valide pour le pays.',
      example: {
        nom: 'Martin',
        prenom: 'Claire',
        email: 'claire.martin@example.com',
        telephone: '06 12 34 56 78',
        pays: { designation: 'France' },
        civilite: { designation: 'Madame' },
      },
    }),
    consentementVivier: z.enum(['true', 'false']).optional().meta({
      description: "Facultatif : `true` si le candidat accepte d'être recontacté pour d'autres offres (vivier).",
    }),
    source: applySourceSchema.optional().meta({
      description:
        "Facultatif, en texte JSON : les paramètres `utm_*` de la première page visitée (§22). `utm_source=alerte` : canal ALERTE ; le nom d'un flux (`indeed`, `rss`, `json`) : FLUX ; un autre : AUTRE ; aucun : SITE.",
      example: { utm_source: 'indeed', utm_medium: 'flux', utm_campaign: 'offres' },
    }),
  });
};

const schema = {
  tags: ['candidature'],
  summary: 'Postuler sans compte : deux pièces et le candidat (multipart/form-data)',
  description:
    'Les quatre adresses (`/candidature/upload-user`, `/candidature/upload`, `/document-candidature/upload`, `/mon-doc/upload`) font la même chose. Tous les champs sont vérifiés et tous les problèmes reviennent ensemble dans `fields` (400) ; offre fermée ou candidature en double : 409 ; fichier trop grand : 413 ; type refusé : 415.',
  consumes: ['multipart/form-data'],
  response: {
    201: uploadResponseSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
    429: apiErrorSchema,
  },
};

export async function applyRoutes(app: FastifyInstance) {
  // One limiter for the four paths: they share each address's hourly allowance.
  const limit = app.rateLimit({ max: app.config.rateLimit.apply, timeWindow: '1 hour' });

  async function apply(request: FastifyRequest, reply: FastifyReply) {
    const submission = await readApplySubmission(request, app.ctx);
    const { individuId, individuCreated, ...answer } = await submitApplication(app.ctx, submission);
    // Only the browser that created this person may claim it: anyone can type someone else's
    // e-mail, and a claim on an existing person would open their applications to a stranger.
    if (individuCreated) app.sessions.setClaim(request, reply, individuId);
    return reply.code(201).send(answer);
  }

  const documented = { ...schema, multipartBody: applyForm(app.config.maxUploadMb) };
  for (const url of APPLY_PATHS) {
    app.post(url, { onRequest: limit, config: { multipart: true }, schema: documented }, apply);
  }
}

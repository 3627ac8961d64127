import {
  calendrierSchema,
  calendrierTokenParamSchema,
  choisirCreneauInputSchema,
  entretienInputSchema,
  entretienMessages,
  entretienMoveInputSchema,
  entretienPublicSchema,
  entretienSchema,
  entretiensQuerySchema,
  entretienTokenQuerySchema,
  idParamSchema,
  monEntretienSchema,
  participantChoixSchema,
} from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { routeOptions } from '../../lib/route-options.js';
import { about, assertVerifiedOrAdmin, candidatureAccess, requireUser } from '../../plugins/auth-guards.js';
import { requireStaff, viewerOf } from './entretien.access.js';
import * as calendar from './entretien.calendar.js';
import * as service from './entretien.service.js';

const route = routeOptions(['entretien']);

/** Interviews (contract §15). */
export async function entretienRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/candidature/:id/entretiens',
    route({
      ...about(candidatureAccess('staff')),
      summary: 'Propose un entretien (1 à 5 créneaux) ; le candidat reçoit le lien pour choisir',
      body: entretienInputSchema,
      response: { 201: entretienSchema },
    }),
    async (request, reply) => {
      const entretien = await service.proposeEntretien(app.ctx, viewerOf(request), request.params.id, request.body);
      return reply.code(201).send(entretien);
    },
  );

  r.get(
    '/candidature/:id/entretiens',
    route({
      ...about(candidatureAccess('staff')),
      summary: "Les entretiens d'une candidature (équipe, dans son périmètre)",
      response: { 200: z.array(entretienSchema) },
    }),
    async (request) => service.listForCandidature(app.ctx, viewerOf(request), request.params.id),
  );

  r.get(
    '/candidature/:id/entretiens/participants',
    route({
      ...about(candidatureAccess('staff')),
      summary: "Qui peut participer à un entretien : l'équipe de l'offre, puis administrateurs et recruteurs",
      response: { 200: z.array(participantChoixSchema) },
    }),
    async (request) => service.participantChoices(app.ctx, viewerOf(request), request.params.id),
  );

  r.post(
    '/entretiens/:id/update',
    route({
      access: requireStaff,
      summary: 'Déplace un entretien confirmé (SEQUENCE + 1, invitation mise à jour pour tous)',
      params: idParamSchema,
      body: entretienMoveInputSchema,
      response: { 200: entretienSchema },
    }),
    async (request) => service.moveEntretien(app.ctx, viewerOf(request), request.params.id, request.body),
  );

  r.post(
    '/entretiens/:id/annuler',
    route({
      access: requireStaff,
      summary: 'Annule un entretien',
      params: idParamSchema,
      response: { 200: entretienSchema },
    }),
    async (request) => service.cancelEntretien(app.ctx, viewerOf(request), request.params.id),
  );

  r.get(
    '/entretiens',
    route({
      access: requireStaff,
      summary: "L'agenda : ses entretiens comme participant (tous=true : tous, administrateur)",
      querystring: entretiensQuerySchema,
      response: { 200: z.array(entretienSchema) },
    }),
    async (request) => service.agenda(app.ctx, viewerOf(request), request.query),
  );

  r.get(
    '/api/entretien',
    route({
      summary: 'Les créneaux proposés au candidat (par le jeton de son lien)',
      querystring: entretienTokenQuerySchema,
      response: { 200: entretienPublicSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.getByToken(app.ctx, request.query.token);
    },
  );

  r.post(
    '/api/entretien/choisir',
    route({
      perMinute: 30,
      summary: 'Le candidat choisit son créneau ; le premier choix gagne, les suivants 409',
      body: choisirCreneauInputSchema,
      response: { 200: entretienPublicSchema },
    }),
    async (request) => service.choisirCreneau(app.ctx, request.body),
  );

  r.get(
    '/api/me/entretiens',
    route({
      access: async (request) => {
        await requireUser(request);
        assertVerifiedOrAdmin(request);
      },
      summary: 'Mes entretiens (candidat)',
      response: { 200: z.array(monEntretienSchema) },
    }),
    async (request) => {
      const individuId = request.user?.individuId;
      if (individuId === undefined) throw new Error('requireUser must run first');
      return service.mesEntretiens(app.ctx, individuId);
    },
  );

  r.get(
    '/api/me/calendrier',
    route({ access: requireStaff, summary: 'Adresse de mon agenda d’entretiens', response: { 200: calendrierSchema } }),
    async (request) => calendar.getFeedUrl(app.ctx, viewerOf(request).userId),
  );

  r.post(
    '/api/me/calendrier/renouveler',
    route({
      access: requireStaff,
      summary: 'Nouvelle adresse de mon agenda (l’ancienne cesse de répondre)',
      response: { 200: calendrierSchema },
    }),
    async (request) => calendar.renewFeedUrl(app.ctx, viewerOf(request).userId),
  );

  r.get(
    '/api/calendrier/:fichier',
    route({
      summary: 'Agenda abonnable (iCalendar) de ses entretiens, par son adresse personnelle',
      params: calendrierTokenParamSchema,
    }),
    async (request, reply) => {
      const { fichier } = request.params;
      if (!fichier.endsWith('.ics')) throw notFound(entretienMessages.feedInvalid);
      const body = await calendar.feedOfToken(app.ctx, fichier.slice(0, -4));
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}

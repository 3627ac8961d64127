import { sessionCandidatureInputSchema, sessionCandidatureSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { requireManager } from '../../plugins/auth-guards.js';
import { sessionCandidatureService } from './session-candidature.service.js';

/** `/session-candidature`: admin only, list included. */
export async function sessionCandidatureRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    names: { plural: 'Sessions de candidature', one: 'une session de candidature' },
    prefix: '/session-candidature',
    entity: sessionCandidatureSchema,
    input: sessionCandidatureInputSchema,
    detailParam: 'reference',
    publicList: false,
    // RECRUTEUR manages work positions and sessions too: a vacancy needs them (§14).
    guard: requireManager,
    service: sessionCandidatureService,
  });
}

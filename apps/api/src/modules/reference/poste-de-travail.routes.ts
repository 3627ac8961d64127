import { posteDeTravailInputSchema, posteDeTravailSchema } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { requireManager } from '../../plugins/auth-guards.js';
import { posteDeTravailService } from './poste-de-travail.service.js';

/** `/poste-de-travail`: the list is public (the offers page filters by trade); the rest is admin. */
export async function posteDeTravailRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    names: { plural: 'Postes de travail', one: 'un poste de travail' },
    prefix: '/poste-de-travail',
    entity: posteDeTravailSchema,
    input: posteDeTravailInputSchema,
    detailParam: 'nom',
    publicList: true,
    // RECRUTEUR manages work positions and sessions too: a vacancy needs them (§14).
    guard: requireManager,
    service: posteDeTravailService,
  });
}

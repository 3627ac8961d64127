import type { ModuleManifest } from '../../lib/module-manifest.js';
import { posteVacantRoutes } from './poste-vacant.routes.js';

/** Open vacancies, their screening questions (§16) and the version the public pages are cached by. */
export const posteVacantManifest = {
  name: 'poste-vacant',
  owns: ['poste_vacant', 'question_poste_vacant', 'public_data_version'],
  reads: {
    poste_de_travail: "a vacancy shows its position's name",
    session_candidature: "a vacancy is open within its session's dates, and shows them",
    type_contrat: "a vacancy shows its contract type's name",
    candidature: 'a vacancy with applications cannot be deleted, so they are counted first',
  },
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [posteVacantRoutes],
  entry: 'poste-vacant.service.ts',
} satisfies ModuleManifest;

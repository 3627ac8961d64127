import type { ModuleManifest } from '../../lib/module-manifest.js';
import { entretienRoutes } from './entretien.routes.js';
import { startEntretien } from './entretien.start.js';

/** Interviews (§15): slots, participants, the calendar feeds; their messages and reminders. */
export const entretienManifest = {
  name: 'entretien',
  owns: ['entretien', 'entretien_creneau', 'entretien_participant', 'calendrier_flux'],
  reads: {
    candidature: "a candidate's interviews are found through their applications",
    poste_vacant: "an interview shows its vacancy's name",
  },
  publishes: ['entretien.changed'],
  subscribes: ['entretien.changed'],
  jobs: ['entretien-rappels'],
  routes: [entretienRoutes],
  start: startEntretien,
  entry: 'entretien.service.ts',
} satisfies ModuleManifest;

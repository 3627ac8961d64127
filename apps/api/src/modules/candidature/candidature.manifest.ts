import type { ModuleManifest } from '../../lib/module-manifest.js';
import { candidatureRoutes } from './candidature.routes.js';
import { startCandidature } from './candidature.start.js';

/** Applications (§5, §12): their status history and screening answers; the one status path. */
export const candidatureManifest = {
  name: 'candidature',
  owns: ['candidature', 'historique_etat', 'reponse_candidature'],
  reads: {
    individu: "the lists show the applicant's name, sort by it and search its folded key",
    poste_vacant: "the lists show and filter by the vacancy's name",
    etat_candidature: 'the lists and the history show the status names',
  },
  publishes: ['candidature.status-changed', 'personal-data.accessed'],
  subscribes: ['individu.renumbered'],
  jobs: [],
  routes: [candidatureRoutes],
  start: startCandidature,
  entry: 'candidature.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { alerteRoutes } from './alerte.routes.js';
import { startAlerte } from './alerte.start.js';

/** Job alerts (§18): the subscriptions, what each was sent, the vacancies as the alerts saw them. */
export const alerteManifest = {
  name: 'alerte',
  owns: ['alerte', 'alerte_offre', 'alerte_vue'],
  reads: {},
  publishes: ['alerte.confirmation-requested', 'alerte.offres-found'],
  subscribes: [],
  jobs: ['alertes', 'alerte-cleanup'],
  routes: [alerteRoutes],
  start: startAlerte,
  entry: 'alerte.service.ts',
} satisfies ModuleManifest;

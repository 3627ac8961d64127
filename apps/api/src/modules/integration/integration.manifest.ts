import type { ModuleManifest } from '../../lib/module-manifest.js';
import { integrationRoutes } from './integration.routes.js';
import { startIntegration } from './integration.start.js';

/** API keys and signed webhooks for the company's other tools (§23). */
export const integrationManifest = {
  name: 'integration',
  owns: ['api_cle', 'webhook', 'webhook_livraison', 'webhook_tentative'],
  reads: {},
  publishes: ['integration.changed'],
  subscribes: ['candidature.created', 'candidature.status-changed', 'entretien.changed', 'individu.erased'],
  jobs: ['webhook-delivery'],
  routes: [integrationRoutes],
  start: startIntegration,
  entry: 'integration.service.ts',
} satisfies ModuleManifest;

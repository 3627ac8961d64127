import type { ModuleManifest } from '../../lib/module-manifest.js';
import { privacyRoutes } from './privacy.routes.js';
import { startPrivacy } from './privacy.start.js';

/** Personal data (§10): export, erasure and retention, through the services of the modules holding it. */
export const privacyManifest = {
  name: 'privacy',
  owns: [],
  reads: {
    individu: "the retention query (who is past retention) reads a person's creation and consent",
    users: "the retention query reads their account's creation and last sign-in",
    role: 'the retention query spares staff accounts',
    candidature: "the retention query reads their applications' dates",
    historique_etat: "the retention query reads their applications' status changes",
    entretien: "the retention query reads their applications' interviews",
    message: "the retention query reads their replies to their applications' threads",
  },
  publishes: ['individu.erased', 'personal-data.accessed'],
  subscribes: [],
  jobs: ['retention'],
  routes: [privacyRoutes],
  start: startPrivacy,
  entry: 'privacy.service.ts',
} satisfies ModuleManifest;

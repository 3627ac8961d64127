import type { ModuleManifest } from '../../lib/module-manifest.js';
import { privacyRoutes } from './privacy.routes.js';
import { startPrivacy } from './privacy.start.js';

/** Personal data (§10): export, erasure and retention, through the services of the modules holding it. */
export const privacyManifest = {
  name: 'privacy',
  owns: [],
  reads: {
    individu: "the retention query: a person's creation and consent",
    users: "the retention query: the person's account, its creation and last sign-in",
    role: 'the retention query: staff accounts are never purged',
    candidature: "the retention query: the person's applications",
    historique_etat: "the retention query: their applications' status changes",
    entretien: "the retention query: their applications' interviews",
  },
  publishes: ['individu.erased', 'personal-data.accessed'],
  subscribes: [],
  jobs: ['retention'],
  routes: [privacyRoutes],
  start: startPrivacy,
  entry: 'privacy.service.ts',
} satisfies ModuleManifest;

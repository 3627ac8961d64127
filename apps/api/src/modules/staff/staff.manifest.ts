import type { ModuleManifest } from '../../lib/module-manifest.js';
import { staffRoutes } from './staff.routes.js';

/**
 * Staff accounts by invitation (the accounts themselves are user's) and the hiring teams of the
 * vacancies (§14). Its entry is the scope those teams give a MEMBRE (staff.scope.ts): the modules
 * reading applications, individus and vacancies stand below staff.service.ts, which uses them.
 */
export const staffManifest = {
  name: 'staff',
  owns: ['equipe_poste_vacant'],
  reads: {
    candidature:
      "the scope checks tell whether an application, an individu or a document is in a member's scope through the applications",
    document_candidature: 'the scope checks tell whether a document is in scope through its application',
  },
  publishes: ['staff.invited', 'staff.changed'],
  subscribes: [],
  jobs: [],
  routes: [staffRoutes],
  entry: 'staff.scope.ts',
} satisfies ModuleManifest;

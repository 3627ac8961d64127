import type { ModuleManifest } from '../../lib/module-manifest.js';
import { staffRoutes } from './staff.routes.js';

/** Staff accounts by invitation and the hiring teams of the vacancies (§14). */
export const staffManifest = {
  name: 'staff',
  owns: ['equipe_poste_vacant'],
  reads: {},
  publishes: ['staff.invited', 'staff.changed'],
  subscribes: [],
  jobs: [],
  routes: [staffRoutes],
  entry: 'staff.service.ts',
} satisfies ModuleManifest;

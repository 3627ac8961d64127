import type { ModuleManifest } from '../../lib/module-manifest.js';
import { statsRoutes } from './stats.routes.js';

/** The dashboard's figures, asked of the modules that own them. */
export const statsManifest = {
  name: 'stats',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [statsRoutes],
  entry: 'stats.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { individuRoutes } from './individu.routes.js';

/** The people (applicants and account holders): one row per person, found by e-mail. */
export const individuManifest = {
  name: 'individu',
  owns: ['individu'],
  reads: {},
  publishes: ['individu.renumbered'],
  subscribes: [],
  jobs: [],
  routes: [individuRoutes],
  entry: 'individu.service.ts',
} satisfies ModuleManifest;

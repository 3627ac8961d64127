// lint-boundaries: clean
// lint-ownership: clean
// Declares no event (its job publishes one: see alerte.job.ts).
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const alerteManifest = {
  name: 'alerte',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'alerte.service.ts',
} satisfies ModuleManifest;

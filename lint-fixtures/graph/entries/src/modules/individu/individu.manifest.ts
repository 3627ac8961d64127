// lint-boundaries: clean
// lint-graph: clean
// The entry is whatever file the manifest names: normally <m>.service.ts.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const individuManifest = {
  name: 'individu',
  owns: ['individu'],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'individu.service.ts',
} satisfies ModuleManifest;

// lint-boundaries: clean
// lint-graph: clean
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const applyManifest = {
  name: 'apply',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'apply.service.ts',
} satisfies ModuleManifest;

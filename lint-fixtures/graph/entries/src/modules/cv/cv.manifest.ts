// lint-boundaries: clean
// lint-graph: clean
// Not the usual name: cv.service.ts uses other modules' entries, so the one others import is this.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const cvManifest = {
  name: 'cv',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'cv-search.service.ts',
} satisfies ModuleManifest;

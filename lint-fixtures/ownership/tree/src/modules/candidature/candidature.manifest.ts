// lint-boundaries: clean
// lint-ownership: clean
// Declares the one foreign table it joins, with why.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const candidatureManifest = {
  name: 'candidature',
  owns: ['candidature'],
  reads: { users: 'the list shows the name of who applied' },
  publishes: ['candidature.created'],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'candidature.service.ts',
} satisfies ModuleManifest;

// lint-boundaries: clean
// lint-ownership: clean
// The owner of the accounts.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const userManifest = {
  name: 'user',
  owns: ['users'],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'user.service.ts',
} satisfies ModuleManifest;

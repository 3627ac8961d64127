// lint-boundaries: clean
// lint-ownership: expect "reads audit_archive: no such table"
// A declared table that does not exist.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const auditManifest = {
  name: 'audit',
  owns: [],
  reads: { audit_archive: 'an older log' },
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [],
  entry: 'audit.service.ts',
} satisfies ModuleManifest;

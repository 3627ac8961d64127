// lint-boundaries: clean
// lint-ownership: expect "jobs note-digest is declared, but no file of note does"
// A job declared but registered nowhere.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export const noteManifest = {
  name: 'note',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: ['note-digest'],
  routes: [],
  entry: 'note.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { noteRoutes } from './note.routes.js';

/** Staff notes on an application (§12). */
export const noteManifest = {
  name: 'note',
  owns: ['note_candidature'],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [noteRoutes],
  entry: 'note.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { cvRoutes } from './cv.routes.js';
import { startCv } from './cv.start.js';

/**
 * What the CV says (§19): the texts of the documents, the prefill, duplicates and their merge. Its
 * entry is the search condition the application list adds to its filters (cv-search.service.ts):
 * cv.service.ts itself uses candidature's entry, so it cannot be the one candidature imports.
 */
export const cvManifest = {
  name: 'cv',
  owns: ['cv_texte'],
  reads: {},
  publishes: ['individu.merged'],
  subscribes: ['candidature.created'],
  jobs: ['cv-text'],
  routes: [cvRoutes],
  start: startCv,
  entry: 'cv-search.service.ts',
} satisfies ModuleManifest;

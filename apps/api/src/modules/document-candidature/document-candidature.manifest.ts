import type { ModuleManifest } from '../../lib/module-manifest.js';
import { documentCandidatureRoutes } from './document-candidature.routes.js';
import { startDocumentCandidature } from './document-candidature.start.js';

/** The documents of applications and their stored files; the file deletion job runs from here. */
export const documentCandidatureManifest = {
  name: 'document-candidature',
  owns: ['document_candidature'],
  reads: {
    candidature: 'a staff list of documents is scoped through their applications (§14)',
    nom_document: "a document shows its attachment type's name",
  },
  publishes: ['personal-data.accessed'],
  subscribes: [],
  jobs: ['file-deletion'],
  routes: [documentCandidatureRoutes],
  start: startDocumentCandidature,
  entry: 'document-candidature.service.ts',
} satisfies ModuleManifest;

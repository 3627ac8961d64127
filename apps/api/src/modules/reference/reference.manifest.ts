import type { ModuleManifest } from '../../lib/module-manifest.js';
import { civiliteRoutes } from './civilite.routes.js';
import { etatCandidatureRoutes } from './etat-candidature.routes.js';
import { nomDocumentRoutes } from './nom-document.routes.js';
import { paysRoutes } from './pays.routes.js';
import { posteDeTravailRoutes } from './poste-de-travail.routes.js';
import { sessionCandidatureRoutes } from './session-candidature.routes.js';
import { typeContratRoutes } from './type-contrat.routes.js';

/** The reference lists, one module: countries, titles, contract types, statuses, attachment types, positions, sessions. */
export const referenceManifest = {
  name: 'reference',
  owns: [
    'pays',
    'civilite',
    'type_contrat',
    'etat_candidature',
    'nom_document',
    'poste_de_travail',
    'session_candidature',
  ],
  reads: {
    document_candidature: 'an attachment type in use cannot be deleted, so its documents are counted first',
    poste_vacant: 'a position or a session in use cannot be deleted, so its vacancies are counted first',
  },
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [
    paysRoutes,
    civiliteRoutes,
    typeContratRoutes,
    etatCandidatureRoutes,
    nomDocumentRoutes,
    posteDeTravailRoutes,
    sessionCandidatureRoutes,
  ],
  entry: 'reference.service.ts',
} satisfies ModuleManifest;

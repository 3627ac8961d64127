import type { ModuleManifest } from '../../lib/module-manifest.js';
import { fluxRoutes } from './flux.routes.js';

/** The job feeds of §22 (XML for aggregators, RSS 2.0, JSON Feed 1.1): open vacancies read through poste-vacant's entry. */
export const fluxManifest = {
  name: 'flux',
  owns: [],
  reads: {},
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [fluxRoutes],
  entry: 'flux.service.ts',
} satisfies ModuleManifest;

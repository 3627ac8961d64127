import type { ModuleManifest } from '../../lib/module-manifest.js';
import { applyRoutes } from './apply.routes.js';

/** The apply flow (§5): one multipart request, its files and rows written through their owners. */
export const applyManifest = {
  name: 'apply',
  owns: [],
  reads: {},
  publishes: ['candidature.created'],
  subscribes: [],
  jobs: [],
  routes: [applyRoutes],
  entry: 'apply.service.ts',
} satisfies ModuleManifest;

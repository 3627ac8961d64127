import type { ModuleManifest } from '../../lib/module-manifest.js';
import { evaluationRoutes } from './evaluation.routes.js';

/** Evaluations of applications against a vacancy's criteria (§13). */
export const evaluationManifest = {
  name: 'evaluation',
  owns: ['critere_evaluation', 'evaluation', 'evaluation_note'],
  reads: {
    candidature: "the board's counts are scoped through the applications (§14)",
  },
  publishes: ['personal-data.accessed'],
  subscribes: [],
  jobs: [],
  routes: [evaluationRoutes],
  entry: 'evaluation.service.ts',
} satisfies ModuleManifest;

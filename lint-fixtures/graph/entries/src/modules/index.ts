// lint-boundaries: clean
// lint-graph: clean
// modules/index.ts stands outside every module: it gathers the manifests.
import { applyManifest } from './apply/apply.manifest.js';
import { cvManifest } from './cv/cv.manifest.js';
import { individuManifest } from './individu/individu.manifest.js';

export const MODULES = [individuManifest, applyManifest, cvManifest];

// lint-boundaries: clean
// lint-ownership: clean
// The plumbing's manifest: the folders it covers and the rows its seams keep.
import type { PlumbingManifest } from './module-manifest.js';

export const plumbingManifest = {
  name: 'plumbing',
  folders: ['lib'],
  owns: ['job_lease'],
  reads: {},
} satisfies PlumbingManifest;

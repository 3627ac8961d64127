import type { PlumbingManifest } from './module-manifest.js';

/**
 * The rows the plumbing keeps for its seams: the job leases (lib/jobs.ts) and the file deletion
 * queue (storage/deletion-queue.ts). Read by nothing at run time: scripts/lint-ownership.mjs holds
 * the files of these folders to it, and docs/ARCHITECTURE.md's ownership block shows it.
 */
export const plumbingManifest = {
  name: 'plumbing',
  folders: ['lib', 'storage'],
  owns: ['job_lease', 'file_deletion'],
  reads: {},
} satisfies PlumbingManifest;

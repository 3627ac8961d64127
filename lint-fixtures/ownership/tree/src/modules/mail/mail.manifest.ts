// lint-boundaries: clean
// lint-ownership: clean
// Owns its outbox, reads nothing else; one subscriber, one job.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { startMail } from './mail.start.js';

export const mailManifest = {
  name: 'mail',
  owns: ['mail_outbox'],
  reads: {},
  publishes: [],
  subscribes: ['candidature.created'],
  jobs: ['mail-outbox'],
  routes: [],
  start: startMail,
  entry: 'mail.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { mailRoutes } from './mail.routes.js';
import { startMail } from './mail.start.js';

/** The mail outbox: messages written by subscribers in the transaction of the change, sent by a job. */
export const mailManifest = {
  name: 'mail',
  owns: ['mail_outbox'],
  reads: {},
  publishes: [],
  subscribes: [
    'candidature.created',
    'candidature.status-changed',
    'account.created',
    'account.verification-requested',
    'account.password-reset-requested',
    'individu.erased',
    'staff.invited',
    'alerte.confirmation-requested',
    'alerte.offres-found',
    'individu.renumbered',
  ],
  jobs: ['mail-outbox', 'mail-cleanup'],
  routes: [mailRoutes],
  start: startMail,
  entry: 'mail.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { auditRoutes } from './audit.routes.js';
import { startAudit } from './audit.start.js';

/** The audit trail (§10): one line per access to personal data and per staff change, in the same transaction. */
export const auditManifest = {
  name: 'audit',
  owns: ['audit_log'],
  reads: {
    individu: "a line's label names the person it is about",
    candidature: "a line's label names the application's person and vacancy",
    poste_vacant: "a line's label names the application's vacancy",
    document_candidature: "a line's label names the document read",
    etat_candidature: "a status change's line names the statuses",
  },
  publishes: [],
  subscribes: [
    'staff.changed',
    'personal-data.accessed',
    'candidature.status-changed',
    'individu.erased',
    'individu.merged',
    'individu.renumbered',
    'message.changed',
    'security.changed',
    'integration.changed',
  ],
  jobs: [],
  routes: [auditRoutes],
  start: startAudit,
  entry: 'audit.service.ts',
} satisfies ModuleManifest;

import type { ModuleManifest } from '../../lib/module-manifest.js';
import { mfaRoutes } from './mfa.routes.js';
import { startMfa } from './mfa.start.js';

/** The second factor of staff accounts (§23): TOTP, recovery codes, the sign-in's second step, the setting. */
export const mfaManifest = {
  name: 'mfa',
  owns: ['mfa_totp', 'mfa_code_secours', 'mfa_ticket', 'reglage_securite'],
  reads: {},
  publishes: ['security.changed'],
  subscribes: [],
  jobs: ['mfa-cleanup'],
  routes: [mfaRoutes],
  start: startMfa,
  entry: 'mfa.service.ts',
} satisfies ModuleManifest;

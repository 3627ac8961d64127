import type { ModuleManifest } from '../../lib/module-manifest.js';
import { authRoutes } from './auth.routes.js';
import { startAuth } from './auth.start.js';
import { sessionRoutes } from './sessions.routes.js';

/** Sign-up, sign-in, sessions and the mailed links (§9): the tokens and revocations; the accounts are user's. */
export const authManifest = {
  name: 'auth',
  owns: ['account_token', 'revoked_token', 'session_ouverte'],
  reads: {
    users:
      "the session check joins the account's cut-off to the token's revocation (one read per request), and a link's token its account's password hash",
    role: "the session check reads the account's role as it is now (§14)",
  },
  publishes: [
    'account.created',
    'account.verification-requested',
    'account.password-reset-requested',
    'security.changed',
  ],
  subscribes: ['individu.erased'],
  jobs: ['account-cleanup'],
  routes: [authRoutes, sessionRoutes],
  start: startAuth,
  entry: 'auth.service.ts',
} satisfies ModuleManifest;

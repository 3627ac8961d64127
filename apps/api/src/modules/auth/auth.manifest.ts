import type { ModuleManifest } from '../../lib/module-manifest.js';
import { authRoutes } from './auth.routes.js';
import { startAuth } from './auth.start.js';

/** Sign-up, sign-in, sessions and the mailed links (§9): the tokens and revocations; the accounts are user's. */
export const authManifest = {
  name: 'auth',
  owns: ['account_token', 'revoked_token'],
  reads: {
    users: 'sign-in, the session check and the links read the credentials and the cut-off of an account',
    role: "the session check reads the account's role now",
    individu: 'a new account finds the individu of its address',
  },
  publishes: ['account.created', 'account.verification-requested', 'account.password-reset-requested'],
  subscribes: ['individu.erased'],
  jobs: ['account-cleanup'],
  routes: [authRoutes],
  start: startAuth,
  entry: 'auth.service.ts',
} satisfies ModuleManifest;

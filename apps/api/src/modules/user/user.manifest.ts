import type { ModuleManifest } from '../../lib/module-manifest.js';
import { userRoutes } from './user.routes.js';

/** The accounts (candidates and staff) and their roles: every row of `users` is written and read here. */
export const userManifest = {
  name: 'user',
  owns: ['users', 'role'],
  reads: {
    individu: "an account shows its holder's name (staff lists, authors, participants)",
  },
  publishes: [],
  subscribes: [],
  jobs: [],
  routes: [userRoutes],
  entry: 'user.service.ts',
} satisfies ModuleManifest;

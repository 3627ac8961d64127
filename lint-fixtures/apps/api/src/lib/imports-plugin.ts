// lint-boundaries: expect "Layers run downward: config, db, lib and storage never import a Fastify plugin"
// Plumbing reaching up into a plugin's access guard: the caller hands the guard in.
import { requireAdmin } from '../plugins/auth.js';

export const guard = requireAdmin;

// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// The database layer reaching up to the seed, which stands above the modules.
import { seedReference } from '../seed/reference.js';

export const seed = seedReference;

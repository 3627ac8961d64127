// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// A migration is frozen: it copies what it needs instead of importing a module that moves on.
import { toKey } from '../../modules/cv/cv-words.js';

export const key = toKey;

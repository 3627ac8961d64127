// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// Shared plumbing reaching into a module's repository.
import { findIndividuById } from '../modules/individu/individu.repository.js';

export const find = findIndividuById;

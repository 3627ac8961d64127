// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// Only a module's `<m>.tables.ts` may be imported by db/, never the rest of the module.
import { findUserById } from '../modules/user/user.service.js';

export const find = findUserById;

// lint-boundaries: clean
// lint-graph: expect "upward import storage → modules"
// A type-only import runs upward all the same.
import type { listOpen } from '../modules/offre/offre.service.js';

export type Reader = typeof listOpen;

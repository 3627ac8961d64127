// lint-boundaries: clean
// lint-graph: clean
// Importing a member of a circle does not put a file in it.
import type { A } from './a.js';

export type C = A[];

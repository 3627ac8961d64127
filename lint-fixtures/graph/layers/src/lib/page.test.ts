// lint-boundaries: clean
// lint-graph: clean
// Tests stand above every layer.
import { seed } from '../seed/index.js';

export const data = seed();

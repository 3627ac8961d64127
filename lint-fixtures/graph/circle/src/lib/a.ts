// lint-boundaries: clean
// lint-graph: expect "circle of imports: lib/a.ts ↔ lib/b.ts"
import type { B } from './b.js';

export interface A {
  b: B;
}

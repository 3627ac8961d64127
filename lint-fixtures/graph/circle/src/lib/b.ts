// lint-boundaries: clean
// lint-graph: expect "circle of imports: lib/a.ts ↔ lib/b.ts"
// Type-only imports make a circle too (lib/context.ts ↔ lib/jobs.ts was one).
import type { A } from './a.js';

export interface B {
  a: A | null;
}

// lint-boundaries: clean
// lint-scope: expect "`scope` destructured with a default value"
import { ALL, type Scope } from '../../lib/scope.js';

/** A default given where the criteria are taken apart. */
export function countOf({ scope = ALL }: { scope: Scope }): string {
  return scope.kind;
}

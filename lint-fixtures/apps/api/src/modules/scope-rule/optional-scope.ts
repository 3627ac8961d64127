// lint-boundaries: clean
// lint-scope: expect "`scope?` typed Scope is optional"
import type { Scope } from '../../lib/scope.js';

/** Criteria of a list whose scope may be left out. */
export interface ListCriteria {
  etatId?: number;
  scope?: Scope;
}

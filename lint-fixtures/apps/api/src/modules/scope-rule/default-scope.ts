// lint-boundaries: clean
// lint-scope: expect "`scope` typed Scope has a default value"
import type { AppContext } from '../../lib/context.js';
import { ALL, type Scope } from '../../lib/scope.js';

/** A staff read whose forgotten scope would show a MEMBRE everything. */
export async function dashboard(_ctx: AppContext, scope: Scope = ALL): Promise<string> {
  return scope.kind;
}

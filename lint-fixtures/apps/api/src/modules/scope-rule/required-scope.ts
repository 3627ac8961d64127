// lint-boundaries: clean
// lint-scope: clean
import type { TxScope } from '../../lib/events.js';
import type { AppContext } from '../../lib/context.js';
import { ALL, type Scope } from '../../lib/scope.js';

/** The required forms: every caller says whose. */
export interface ListCriteria {
  etatId?: number;
  scope: Scope;
}

export async function dashboard(_ctx: AppContext, scope: Scope): Promise<string> {
  return scope.kind;
}

export function listFor(viewer: { admin: boolean; scope: Scope }, criteria: ListCriteria): boolean {
  return viewer.admin && criteria.scope.kind === viewer.scope.kind;
}

/** `null` (no staff check: the owner's own read) is said at every call, so it is allowed. */
export function documentsOf(viewer: { scope: Scope | null }): boolean {
  return viewer.scope === null;
}

/** Other names ending in Scope are not the staff scope. */
export function publish(tx?: TxScope): boolean {
  return tx === undefined;
}

/** The system passes ALL itself. */
export const whole = (ctx: AppContext) => dashboard(ctx, ALL);

// lint-boundaries: clean
// lint-scope: expect "`scope` typed Scope may be undefined"
import type { Scope } from '../../lib/scope.js';

/** The viewer of a list, whose scope may be `undefined` (read as "everything"). */
export function listFor(viewer: { admin: boolean; scope: Scope | undefined }): boolean {
  return viewer.scope === undefined || viewer.scope.kind === 'all';
}

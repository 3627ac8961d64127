import { isManagerRole, type Role } from '@recrutement/contract';

/**
 * Which applications a staff member may see (contract §14), carried from the request to the
 * services and repositories: `all` for ADMIN and RECRUTEUR, `team` for a MEMBRE (the applications
 * to the vacancies whose hiring team holds it). Built from the request by `scopeOf` (plugins/auth).
 * The query pieces that apply it read the hiring teams, so they are the staff module's
 * (`modules/staff/staff.scope.ts`): plumbing reads no module's table.
 */
export type Scope =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'team';
      readonly userId: number;
      /**
       * The vacancies of the member's teams, read once per request by the guards (`loadScope`):
       * a literal list lets the planner probe the (vacancy, status, date) index per vacancy
       * instead of walking a whole status. Without it, the same rule as a subquery.
       */
      readonly vacancyIds?: readonly number[];
    };

/** Everything: ADMIN, RECRUTEUR, and the system (jobs, the candidate's own reads). */
export const ALL: Scope = { kind: 'all' };

/** The scope of a staff role: `team` for MEMBRE, `all` for ADMIN and RECRUTEUR. */
export const scopeForRole = (role: Role, userId: number): Scope =>
  isManagerRole(role) ? ALL : { kind: 'team', userId };

export const isWholeScope = (scope: Scope): boolean => scope.kind === 'all';

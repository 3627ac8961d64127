/**
 * The roles (§14), without zod: the public entry reads them on every page (who is signed in, is the
 * back office theirs), and must not carry the schema library for that (the /offre budget).
 */
export const ROLES = ['CANDIDAT', 'ADMIN', 'RECRUTEUR', 'MEMBRE'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of staff accounts (§14), created only by invitation. */
export const STAFF_ROLES = ['ADMIN', 'RECRUTEUR', 'MEMBRE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isRole = (role: string | null | undefined): role is Role => (ROLES as readonly unknown[]).includes(role);
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  role === 'ADMIN' || role === 'RECRUTEUR' || role === 'MEMBRE';
/** ADMIN and RECRUTEUR: every application is in scope; they manage vacancies, teams and statuses. */
export const isManagerRole = (role: string | null | undefined): boolean => role === 'ADMIN' || role === 'RECRUTEUR';

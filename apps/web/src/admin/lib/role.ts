import { isManagerRole, isStaffRole, type Role, roleSchema } from '@recrutement/contract';
import { useAuth } from '../../lib/auth';

/**
 * The role claim of the session token (contract §7). Reading it only decides which screen to
 * show; the server checks the signature, reads the account's current role (§14) and refuses
 * calls the role may not make.
 */
export function roleFromToken(token: string | null): Role | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = roleSchema.safeParse((JSON.parse(json) as { role?: unknown }).role);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the back office shows to each staff role (§14); the server decides in the end. */
export type AccessLevel = 'staff' | 'manager' | 'admin';

export function allows(role: Role | null, level: AccessLevel): boolean {
  if (level === 'admin') return role === 'ADMIN';
  if (level === 'manager') return isManagerRole(role);
  return isStaffRole(role);
}

/** The signed-in staff member's role, as the session says (see `roleFromToken`). */
export function useStaffRole(): Role | null {
  const { role, token } = useAuth();
  return roleFromToken(token) ?? role;
}

/** Whether the signed-in staff member may do what `level` needs. */
export function useCan(level: AccessLevel): boolean {
  return allows(useStaffRole(), level);
}

import type { Role } from '@recrutement/contract';

/**
 * The role claim of the session token (contract §7). Reading it only decides which screen to
 * show; the server checks the signature and refuses admin calls to anyone else.
 */
export function roleFromToken(token: string | null): Role | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return role === 'ADMIN' || role === 'CANDIDAT' ? role : null;
  } catch {
    return null;
  }
}

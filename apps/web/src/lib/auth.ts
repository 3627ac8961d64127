import { isRole, type Role, type User } from '@recrutement/contract';
import { useSyncExternalStore } from 'react';

/** Browser storage keys of spec §3 (kept so that older clients' data stays readable). */
export const STORAGE_KEYS = {
  token: 'access_token',
  userId: 'sub',
  email: 'user_email',
  individuId: 'id_individu',
  connectedUser: 'connectedUser',
  role: 'role',
} as const;
const LEGACY_KEYS = ['user', 'id'];

export interface AuthSnapshot {
  token: string | null;
  userId: number | null;
  email: string;
  individuId: number | null;
  user: User | null;
  role: Role | null;
  signedIn: boolean;
}

const listeners = new Set<() => void>();
let lastFarewell: string | null = null;
let snapshot: AuthSnapshot = read();

function read(): AuthSnapshot {
  const get = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));
  const token = get(STORAGE_KEYS.token);
  let user: User | null = null;
  try {
    user = JSON.parse(get(STORAGE_KEYS.connectedUser) ?? 'null') as User | null;
  } catch {
    user = null;
  }
  const toNumber = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
  const role = get(STORAGE_KEYS.role);
  return {
    token,
    userId: toNumber(get(STORAGE_KEYS.userId)),
    email: get(STORAGE_KEYS.email) ?? '',
    individuId: toNumber(get(STORAGE_KEYS.individuId)),
    user,
    role: isRole(role) ? role : (user?.role ?? null),
    signedIn: Boolean(token),
  };
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) emit();
  });
}

export const authStore = {
  getToken: () => snapshot.token,
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records a successful sign-in (spec §4): token, user id, individu id, e-mail. */
  signIn(values: { token: string; userId: number; individuId: number; email: string }) {
    lastFarewell = null;
    localStorage.setItem(STORAGE_KEYS.token, values.token);
    localStorage.setItem(STORAGE_KEYS.userId, String(values.userId));
    localStorage.setItem(STORAGE_KEYS.individuId, String(values.individuId));
    localStorage.setItem(STORAGE_KEYS.email, values.email);
    emit();
  },
  setUser(user: User) {
    localStorage.setItem(STORAGE_KEYS.connectedUser, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.role, user.role);
    emit();
  },
  /**
   * Forgets the session on this browser (the server cookie is cleared by POST /api/logout). With a
   * `farewell` (the account was deleted), a private page then leaves for the home page with that
   * message rather than for the sign-in page.
   */
  clear(farewell?: string) {
    for (const key of [...Object.values(STORAGE_KEYS), ...LEGACY_KEYS]) localStorage.removeItem(key);
    lastFarewell = farewell ?? null;
    emit();
  },
  /** The message of the last sign-out on purpose, until the next sign-in. */
  farewell: () => lastFarewell,
};

/** The sign-in state; components re-render as soon as it changes. */
export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/**
 * Signs out: the server revokes the token (sent as a bearer too, so that it is refused from now on
 * even outside this browser) and clears its cookie; this browser forgets it (spec §4, contract §9).
 */
export async function signOut(): Promise<void> {
  const token = snapshot.token;
  try {
    await fetch('/api/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: the local session is forgotten anyway.
  }
  authStore.clear();
}

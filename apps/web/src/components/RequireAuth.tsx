import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lp } from '../i18n/i18n';
import { authStore, useAuth } from '../lib/auth';

/**
 * The login guard of spec §6: a stored token, else /login (remembering where the user was going).
 * After the account's deletion, the home page and its message instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  const location = useLocation();
  const farewell = authStore.farewell();
  if (!signedIn && farewell) return <Navigate to={lp('/')} replace state={{ flash: farewell }} />;
  if (!signedIn) return <Navigate to={lp('/login')} replace state={{ from: location }} />;
  return <>{children}</>;
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { mfaStatusQuery } from '../features/mfa/api/mfa';

const ENROLMENT = '/admin/securite';

/**
 * While the admin makes the second factor compulsory (§23), a staff member without one reaches
 * only the security page: the server answers 403 MFA_REQUIRED to everything else. The page draws
 * while the status is asked (what it shows the server refuses anyway).
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const status = useQuery(mfaStatusQuery());
  const { pathname } = useLocation();
  const blocked = status.data?.obligatoire === true && !status.data.totp;
  if (blocked && pathname !== ENROLMENT) return <Navigate to={ENROLMENT} replace />;
  return <>{children}</>;
}

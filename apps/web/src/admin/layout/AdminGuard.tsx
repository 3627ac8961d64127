import { isStaffRole, type Lang, type RoleResponse } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { ErrorAlert, Loading } from '../../components/PageState';
import { RequireAuth } from '../../components/RequireAuth';
import { userQueryOptions } from '../../features/auth/api/get-user';
import { currentLang, t, useLang } from '../../i18n/i18n';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { hasAdminLanguage, loadAdminLanguage, ta } from '../i18n';
import { roleFromToken } from '../lib/role';
import { AccessRefused } from './AccessRefused';
import { MfaGate } from './MfaGate';

/**
 * The role is the token's claim, else what the sign-in stored, else the server's answer
 * (`GET /user/role/{mail}`). It only picks the screen: the server refuses candidates' calls.
 */
function RoleGate({ children }: { children: ReactNode }) {
  const { role: storedRole, token, email } = useAuth();
  const known = roleFromToken(token) ?? storedRole;
  const asked = useQuery({
    queryKey: ['admin', 'profile', 'role', email],
    queryFn: ({ signal }) => api<RoleResponse>(`/user/role/${encodeURIComponent(email)}`, { signal }),
    enabled: known === null && email !== '',
  });
  const role = known ?? asked.data?.role ?? null;
  if (isStaffRole(role)) return <>{children}</>;
  if (role === 'CANDIDAT' || (known === null && email === ''))
    return (
      <AdminTexts>
        <AccessRefused />
      </AdminTexts>
    );
  if (asked.isError) {
    return (
      <main className="container py-5">
        <ErrorAlert error={asked.error} variant="danger" />
      </main>
    );
  }
  return (
    <AdminTexts>
      <CheckingRights />
    </AdminTexts>
  );
}

function CheckingRights() {
  return <Loading label={ta('admin.frame.checkingRights')} />;
}

/**
 * Whether the back office can draw in `lang`: its catalogue is loaded (its own chunk, once) and the
 * page speaks it. `null` waits (the account's language not known yet).
 */
function useAdminLanguage(lang: Lang | null): boolean {
  const [ready, setReady] = useState(() => hasAdminLanguage(currentLang()));
  useEffect(() => {
    if (lang === null) return;
    let live = true;
    void loadAdminLanguage(lang).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return ready;
}

/**
 * What the guard shows before the staff member's language is known (the rights being checked, a
 * candidate's refusal) is said in the page's language: its back-office catalogue is loaded first.
 */
function AdminTexts({ children }: { children: ReactNode }) {
  if (!useAdminLanguage(currentLang())) return <Loading label={t('common.loadingAdmin')} />;
  return <>{children}</>;
}

/**
 * The back office has no /en addresses: it speaks the staff member's `langue` (contract §17), read
 * from their account. Its catalogue (its own chunk) is loaded before it draws: on a first visit it
 * waits for the account, so that an English reader does not see the French frame first; the page's
 * language is switched once the account's is known (or changed on the profile page), and the back
 * office is drawn again in it.
 */
function StaffLanguage({ children }: { children: ReactNode }) {
  const { email } = useAuth();
  const user = useQuery({ ...userQueryOptions(email), enabled: email !== '' });
  const settled = email === '' || !user.isPending;
  const lang = useLang();
  const ready = useAdminLanguage(settled ? (user.data?.langue ?? currentLang()) : null);
  if (!ready) return <Loading label={t('common.loadingAdmin')} />;
  // A new language draws every text again (the catalogue is read while drawing).
  return <Fragment key={lang}>{children}</Fragment>;
}

/** Not signed in: /login (spec §6). Signed in without a staff role (§14): access refused. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <RoleGate>
        <StaffLanguage>
          <MfaGate>{children}</MfaGate>
        </StaffLanguage>
      </RoleGate>
    </RequireAuth>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SiteNavbar } from '../../components/layout/SiteNavbar';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { Loading } from '../../components/PageState';
import { withWholeCatalogue } from '../../i18n/i18n';
import { signOut, useAuth } from '../../lib/auth';
import { ScrollManager } from '../ScrollManager';
import { FlashMessage } from './FlashMessage';
import { NavigationProgress } from './NavigationProgress';
import { PublicFrame } from './PublicFrame';

// The login form is only downloaded when someone opens the modal (with the rest of the catalogue).
const LoginModal = lazy(withWholeCatalogue(() => import('../../features/auth/components/LoginModal')));

export function PublicLayout() {
  const { signedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginRequested, setLoginRequested] = useState(false);

  const openLogin = () => {
    setLoginRequested(true);
    setLoginOpen(true);
  };
  const handleSignOut = async () => {
    await signOut();
    // Nothing read with the old session may be shown to the next person.
    queryClient.clear();
    navigate('/');
  };

  return (
    <PublicFrame
      top={
        <>
          <NavigationProgress />
          <SiteNavbar signedIn={signedIn} onSignIn={openLogin} onSignOut={handleSignOut} />
        </>
      }
      after={
        <>
          {loginRequested ? (
            <Suspense fallback={null}>
              <LoginModal show={loginOpen} onClose={() => setLoginOpen(false)} />
            </Suspense>
          ) : null}
          <ScrollManager />
        </>
      }
    >
      <FlashMessage />
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </PublicFrame>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteNavbar } from '../../components/layout/SiteNavbar';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { Loading } from '../../components/PageState';
import { signOut, useAuth } from '../../lib/auth';
import { ScrollManager } from '../ScrollManager';
import { FlashMessage } from './FlashMessage';
import { NavigationProgress } from './NavigationProgress';

// The login form is only downloaded when someone opens the modal.
const LoginModal = lazy(() => import('../../features/auth/components/LoginModal'));

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
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        Aller au contenu
      </a>
      <NavigationProgress />
      <SiteNavbar signedIn={signedIn} onSignIn={openLogin} onSignOut={handleSignOut} />
      {/* At least a screen high, so that the footer starts below the fold and never moves in view while
          a page loads (the offer page had a layout shift of 0.43 on a phone). */}
      <main id="main" className="flex-grow-1 min-vh-100" tabIndex={-1}>
        <FlashMessage />
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      {loginRequested ? (
        <Suspense fallback={null}>
          <LoginModal show={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
      <ScrollManager />
    </div>
  );
}

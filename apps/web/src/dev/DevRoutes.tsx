import { Route, Routes } from 'react-router';
import { ApplyPage } from '../app/routes/apply';
import { SiteFooter } from '../components/layout/SiteFooter';
import { SiteNavbar } from '../components/layout/SiteNavbar';
import { NotFound } from '../components/NotFound';
import { LoginForm } from '../features/auth/components/LoginForm';
import { Hero } from '../features/home/components/Hero';
import { BackOfficeNote, ConfirmDialogDemo, DevPage } from './dev-pages';

const noop = () => {};

/** Spec §2 development routes; only reachable with `vite dev`. */
export function Component() {
  return (
    <Routes>
      <Route
        path="test1"
        element={
          <DevPage title="test1 : formulaire de connexion">
            <LoginForm />
          </DevPage>
        }
      />
      <Route
        path="header"
        element={
          <DevPage title="header">
            <SiteNavbar signedIn={false} onSignIn={noop} onSignOut={noop} />
            <Hero />
          </DevPage>
        }
      />
      <Route
        path="navbar"
        element={
          <DevPage title="navbar">
            <SiteNavbar signedIn onSignIn={noop} onSignOut={noop} />
          </DevPage>
        }
      />
      <Route
        path="footer"
        element={
          <DevPage title="footer">
            <SiteFooter />
          </DevPage>
        }
      />
      {['header-admin', 'sidebar', 'footer-admin'].map((path) => (
        <Route key={path} path={path} element={<BackOfficeNote name={path} />} />
      ))}
      <Route path="test" element={<ConfirmDialogDemo />} />
      <Route path="a/:id" element={<ApplyPage endpoint="/candidature/upload" />} />
      <Route path="b/:id" element={<ApplyPage endpoint="/document-candidature/upload" />} />
      <Route path="mon-doc-test/:id" element={<ApplyPage endpoint="/mon-doc/upload" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

import { Link, useNavigate } from 'react-router';
import { signOut } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ta } from '../i18n';

/** A signed-in candidate who opens /admin: told plainly, with ways out (the server refuses anyway). */
export function AccessRefused() {
  useDocumentTitle(ta('admin.frame.accessRefused.title'));
  const navigate = useNavigate();
  const switchAccount = async () => {
    await signOut();
    navigate('/login', { replace: true, state: { from: { pathname: '/admin' } } });
  };
  return (
    <main className="container py-5 text-center" aria-labelledby="access-refused-title">
      <i className="bi bi-shield-lock display-3 text-danger d-block mb-3" aria-hidden="true" />
      <h1 id="access-refused-title" className="h3">
        {ta('admin.frame.accessRefused.title')}
      </h1>
      <p className="text-secondary mx-auto" style={{ maxWidth: '36rem' }}>
        {ta('admin.frame.accessRefused.text')}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to="/mon-espace" className="btn btn-primary">
          {ta('admin.frame.accessRefused.monEspace')}
        </Link>
        <Link to="/" className="btn btn-outline-primary">
          {ta('admin.frame.accessRefused.home')}
        </Link>
        <button type="button" className="btn btn-outline-secondary" onClick={switchAccount}>
          {ta('admin.frame.accessRefused.switchAccount')}
        </button>
      </div>
    </main>
  );
}

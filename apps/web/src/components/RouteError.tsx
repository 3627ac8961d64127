import { Link } from 'react-router';
import { lp, t } from '../i18n/i18n';

/** A page that failed to load (often a stale chunk after a deployment): offer a reload. */
export function RouteError() {
  return (
    <section className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('routeError.title')}</h1>
      <p className="text-secondary">{t('routeError.text')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={lp('/')} className="btn btn-outline-primary">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { lp, t } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Unknown URL or unknown record. */
export function NotFound({ message = t('notFound.message') }: { message?: string }) {
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="container py-5 text-center" aria-labelledby="not-found-title">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="h3">
        {t('notFound.title')}
      </h1>
      <p className="text-secondary">{message}</p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <Link to={lp('/')} className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to={lp('/offre')} className="btn btn-outline-primary">
          {t('notFound.offres')}
        </Link>
      </div>
    </section>
  );
}

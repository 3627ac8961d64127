import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Unknown URL or unknown record. */
export function NotFound({
  message = "La page que vous cherchez n'existe pas ou a été déplacée.",
}: {
  message?: string;
}) {
  useDocumentTitle('Page introuvable');
  return (
    <section className="container py-5 text-center" aria-labelledby="not-found-title">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="h3">
        Page introuvable
      </h1>
      <p className="text-secondary">{message}</p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <Link to="/" className="btn btn-primary">
          Retour à l'accueil
        </Link>
        <Link to="/offre" className="btn btn-outline-primary">
          Voir nos offres
        </Link>
      </div>
    </section>
  );
}

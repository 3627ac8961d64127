import { Link } from 'react-router';

/** A page that failed to load (often a stale chunk after a deployment): offer a reload. */
export function RouteError() {
  return (
    <section className="container py-5 text-center" role="alert">
      <h1 className="h3">Une erreur s'est produite</h1>
      <p className="text-secondary">Cette page n'a pas pu être affichée. Rechargez la page ou revenez plus tard.</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link to="/" className="btn btn-outline-primary">
          Retour à l'accueil
        </Link>
      </div>
    </section>
  );
}

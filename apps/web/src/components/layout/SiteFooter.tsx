import { Link } from 'react-router';

/** Public footer (spec §1: placeholder company text). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-3 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-5">
            <h2 className="h5 text-white">Recrutement</h2>
            <p className="small mb-0 opacity-75">
              Nous accompagnons les talents et les entreprises depuis plus de dix ans. Rejoignez une équipe passionnée
              et construisez votre carrière avec nous.
            </p>
          </div>
          <nav className="col-6 col-md-3" aria-label="Liens utiles">
            <h2 className="h6 text-white">Liens utiles</h2>
            <ul className="list-unstyled small">
              <li>
                <Link className="link-light d-inline-block py-1" to="/">
                  Home
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to="/offre">
                  Nos offres
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to="/register">
                  Register
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to="/confidentialite">
                  Confidentialité
                </Link>
              </li>
            </ul>
          </nav>
          <address className="col-6 col-md-4 small mb-0">
            <h2 className="h6 text-white">Contact</h2>
            12 rue de la République, 75001 Paris
            <br />
            <a className="link-light d-inline-block py-1" href="mailto:contact@example.com">
              contact@example.com
            </a>
          </address>
        </div>
        <hr className="border-secondary" />
        <p className="small text-center mb-0">© {year} Recrutement. Tous droits réservés.</p>
      </div>
    </footer>
  );
}

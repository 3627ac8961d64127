import { Link } from 'react-router';
import { lp, t } from '../../i18n/i18n';

/** Public footer (spec §1: placeholder company text). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-3 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-5">
            <h2 className="h5 text-white">{t('nav.brand')}</h2>
            <p className="small mb-0 opacity-75">{t('footer.about')}</p>
          </div>
          <nav className="col-6 col-md-3" aria-label={t('footer.links')}>
            <h2 className="h6 text-white">{t('footer.links')}</h2>
            <ul className="list-unstyled small">
              <li>
                <Link className="link-light d-inline-block py-1" to={lp('/')}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to={lp('/offre')}>
                  {t('nav.offres')}
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to={lp('/register')}>
                  {t('footer.register')}
                </Link>
              </li>
              <li>
                <Link className="link-light d-inline-block py-1" to={lp('/confidentialite')}>
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </nav>
          <address className="col-6 col-md-4 small mb-0">
            <h2 className="h6 text-white">{t('footer.contact')}</h2>
            {/* i18n-ignore: a postal address, written as the post reads it (marked French) */}
            <span lang="fr">12 rue de la République, 75001 Paris</span>
            <br />
            <a className="link-light d-inline-block py-1" href="mailto:contact@example.com">
              contact@example.com
            </a>
          </address>
        </div>
        <hr className="border-secondary" />
        <p className="small text-center mb-0">{t('footer.rights', { year: String(year) })}</p>
      </div>
    </footer>
  );
}

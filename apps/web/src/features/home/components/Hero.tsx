import { Link } from 'react-router';
import { lp, t } from '../../../i18n/i18n';

export function Hero() {
  return (
    <section className="hero text-white py-5" aria-labelledby="hero-title">
      <div className="container py-lg-5">
        <div className="row">
          <div className="col-lg-8">
            <h1 id="hero-title" className="display-5 fw-bold">
              {t('home.hero.title')}
            </h1>
            <p className="lead my-4">{t('home.hero.lead')}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={lp('/offre')} className="btn btn-light btn-lg">
                {t('nav.offres')}
              </Link>
              <Link to={{ pathname: lp('/'), hash: '#about' }} className="btn btn-outline-light btn-lg">
                {t('home.hero.more')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router';

export function Hero() {
  return (
    <section className="hero text-white py-5" aria-labelledby="hero-title">
      <div className="container py-lg-5">
        <div className="row">
          <div className="col-lg-8">
            <h1 id="hero-title" className="display-5 fw-bold">
              Bienvenue chez Recrutement
            </h1>
            <p className="lead my-4">
              Des métiers passionnants, des équipes engagées : trouvez l'offre qui vous ressemble et postulez en
              quelques minutes.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to="/offre" className="btn btn-light btn-lg">
                Nos offres
              </Link>
              <Link to={{ pathname: '/', hash: '#about' }} className="btn btn-outline-light btn-lg">
                En savoir plus
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

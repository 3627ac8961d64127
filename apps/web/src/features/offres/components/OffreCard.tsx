import { formatSalaire, type PosteVacant, TELETRAVAIL_LABEL } from '@recrutement/contract';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { formatDate } from '../../../lib/format';

export function OffreCard({ offre }: { offre: PosteVacant }) {
  const titleId = `offre-${offre.id}-title`;
  const salaire = formatSalaire(offre);
  return (
    <article className="card shadow-sm offre-card" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column flex-md-row gap-3 justify-content-between">
        <div className="min-w-0">
          <h2 id={titleId} className="h5 card-title mb-1 text-break">
            {offre.nom}
          </h2>
          <p className="text-secondary mb-2 text-break">{offre.poste.nom}</p>
          <ul className="list-inline small mb-0">
            <li className="list-inline-item">
              <span className="badge text-bg-primary">{offre.typeContrat.type}</span>
            </li>
            {offre.lieu ? (
              <li className="list-inline-item">
                <span className="visually-hidden">Lieu : </span>
                {offre.lieu}
              </li>
            ) : null}
            {salaire ? <li className="list-inline-item fw-semibold">{salaire}</li> : null}
            {offre.teletravail === 'TOTAL' ? <li className="list-inline-item">{TELETRAVAIL_LABEL.TOTAL}</li> : null}
            <li className="list-inline-item">
              <span aria-hidden="true">#</span>
              <span className="visually-hidden">Référence du poste : </span>
              {offre.poste.reference}
            </li>
            <li className="list-inline-item">
              <Icon name="calendar-event" className="me-1" />
              Date Line : {formatDate(offre.session.dateCloture)}
            </li>
          </ul>
        </div>
        <div className="align-self-md-center flex-shrink-0">
          <Link to={`/offre/dtail/${offre.id}`} className="btn btn-outline-primary" aria-describedby={titleId}>
            Detail du poste
          </Link>
        </div>
      </div>
    </article>
  );
}

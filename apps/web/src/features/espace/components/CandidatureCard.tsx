import type { Candidature } from '@recrutement/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';

export function CandidatureCard({ candidature }: { candidature: Candidature }) {
  const { posteVacant, etatCandidature } = candidature;
  const titleId = `candidature-${candidature.id}-title`;
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 id={titleId} className="h5 mb-0 text-break">
            {posteVacant.nom}
          </h3>
          <span className="badge text-bg-info">
            <span className="visually-hidden">Statut : </span>
            {etatCandidature.etat}
          </span>
        </div>
        <p className="text-secondary mb-2">{posteVacant.poste.nom}</p>
        <dl className="small mb-3">
          <div>
            <dt className="d-inline">Contrat : </dt>
            <dd className="d-inline">{posteVacant.typeContrat.type}</dd>
          </div>
          <div>
            <dt className="d-inline">Référence : </dt>
            <dd className="d-inline">{posteVacant.poste.reference}</dd>
          </div>
          <div>
            <dt className="d-inline">Date Line : </dt>
            <dd className="d-inline">{formatDate(posteVacant.session.dateCloture)}</dd>
          </div>
        </dl>
        <Link
          to={`/offre/dtail/${posteVacant.id}`}
          className="btn btn-outline-primary btn-sm mt-auto align-self-start"
          aria-describedby={titleId}
        >
          Detail du poste
        </Link>
      </div>
    </article>
  );
}

import { formatSalaire, type PosteVacant } from '@recrutement/contract';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { currentLang, lp, refLabel, t } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { offreText, teletravailOf } from '../offre-text';

export function OffreCard({ offre }: { offre: PosteVacant }) {
  const titleId = `offre-${offre.id}-title`;
  const text = offreText(offre);
  const salaire = formatSalaire(offre, currentLang());
  return (
    <article className="card shadow-sm offre-card" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column flex-md-row gap-3 justify-content-between">
        <div className="min-w-0">
          <h2 id={titleId} className="h5 card-title mb-1 text-break" lang={text.nomLang}>
            {text.nom}
          </h2>
          <p className="text-secondary mb-2 text-break">{offre.poste.nom}</p>
          <ul className="list-inline small mb-0">
            <li className="list-inline-item">
              <span className="badge text-bg-primary">{refLabel(offre.typeContrat.type)}</span>
            </li>
            {offre.lieu ? (
              <li className="list-inline-item">
                <span className="visually-hidden">{t('offres.place')}</span>
                {offre.lieu}
              </li>
            ) : null}
            {salaire ? <li className="list-inline-item fw-semibold">{salaire}</li> : null}
            {offre.teletravail === 'TOTAL' ? <li className="list-inline-item">{teletravailOf('TOTAL')}</li> : null}
            <li className="list-inline-item">
              <span aria-hidden="true">#</span>
              <span className="visually-hidden">{t('offres.reference')}</span>
              {offre.poste.reference}
            </li>
            <li className="list-inline-item">
              <Icon name="calendar-event" className="me-1" />
              {t('offres.deadline', { date: formatDate(offre.session.dateCloture) })}
            </li>
          </ul>
        </div>
        <div className="align-self-md-center flex-shrink-0">
          <Link to={lp(`/offre/dtail/${offre.id}`)} className="btn btn-outline-primary" aria-describedby={titleId}>
            {t('offres.detail')}
          </Link>
        </div>
      </div>
    </article>
  );
}

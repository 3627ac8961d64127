import type { Candidature } from '@recrutement/contract';
import { Link } from 'react-router';
import { currentLang, lp, refLabel, t } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { te } from '../i18n';
import { CandidatureMessages } from './CandidatureMessages';

export function CandidatureCard({ candidature }: { candidature: Candidature }) {
  const { posteVacant, etatCandidature } = candidature;
  const titleId = `candidature-${candidature.id}-title`;
  // An English page shows the vacancy's English name when it has one, else the French one marked so (§17).
  const english = currentLang() === 'en';
  const nom = english && posteVacant.nomEn ? posteVacant.nomEn : posteVacant.nom;
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 id={titleId} className="h5 mb-0 text-break" lang={english && !posteVacant.nomEn ? 'fr' : undefined}>
            {nom}
          </h3>
          <span className="badge text-bg-info">
            <span className="visually-hidden">{te('espace.card.status')}</span>
            {refLabel(etatCandidature.etat)}
          </span>
        </div>
        <p className="text-secondary mb-2">{posteVacant.poste.nom}</p>
        <dl className="small mb-3">
          <div>
            <dt className="d-inline">{te('espace.card.contract')}</dt>
            <dd className="d-inline">{refLabel(posteVacant.typeContrat.type)}</dd>
          </div>
          <div>
            <dt className="d-inline">{te('espace.card.reference')}</dt>
            <dd className="d-inline">{posteVacant.poste.reference}</dd>
          </div>
          <div>
            <dt className="d-inline">{te('espace.card.deadline')}</dt>
            <dd className="d-inline">{formatDate(posteVacant.session.dateCloture)}</dd>
          </div>
        </dl>
        <Link
          to={lp(`/offre/dtail/${posteVacant.id}`)}
          className="btn btn-outline-primary btn-sm mt-auto align-self-start"
          aria-describedby={titleId}
        >
          {t('offres.detail')}
        </Link>
        <CandidatureMessages candidatureId={candidature.id} />
      </div>
    </article>
  );
}

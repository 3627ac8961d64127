import type { EntretienStatut } from '@recrutement/contract';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { Section } from '../../../components/Section';
import { t } from '../../../i18n/i18n';
import { useMesEntretiens } from '../api/entretien';
import { dureeLabel, formatSlot } from './when';

const BADGE: Record<EntretienStatut, string> = {
  PROPOSE: 'text-bg-warning',
  CONFIRME: 'text-bg-success',
  ANNULE: 'text-bg-secondary',
};

/** The candidate's interviews in mon-espace (§15); nothing at all when there are none. */
export function MesEntretiens() {
  const query = useMesEntretiens();
  if (query.isPending) return <Loading label={t('entretien.mine.loading')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0) return null;
  return (
    <Section titleId="mes-entretiens" title={t('entretien.mine.title')} className="my-4">
      <ul className="list-unstyled row g-3">
        {query.data.map((e) => (
          <li key={e.id} className="col-12 col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h3 className="h6 mb-1">{e.posteVacant.nom}</h3>
                  <span className={`badge ${BADGE[e.statut]}`}>{t(`entretien.statut.${e.statut}`)}</span>
                </div>
                {e.debut ? (
                  <p className="mb-1">
                    <time dateTime={e.debut}>{formatSlot(e.debut)}</time>
                    {e.duree ? ` · ${dureeLabel(e.duree)}` : null}
                  </p>
                ) : (
                  <p className="mb-1 text-secondary">{t('entretien.mine.pick')}</p>
                )}
                <p className="mb-0 small text-secondary text-break">
                  {t('entretien.lieu')} {e.lieu}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

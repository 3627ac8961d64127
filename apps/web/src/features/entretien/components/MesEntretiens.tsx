import type { EntretienStatut } from '@recrutement/contract';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { useMesEntretiens } from '../api/entretien';
import { dureeLabel, formatSlot } from './when';

const STATUT: Record<EntretienStatut, { label: string; badge: string }> = {
  PROPOSE: { label: 'Créneau à choisir', badge: 'text-bg-warning' },
  CONFIRME: { label: 'Confirmé', badge: 'text-bg-success' },
  ANNULE: { label: 'Annulé', badge: 'text-bg-secondary' },
};

/** The candidate's interviews in mon-espace (§15); nothing at all when there are none. */
export function MesEntretiens() {
  const query = useMesEntretiens();
  if (query.isPending) return <Loading label="Chargement de vos entretiens…" />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="mes-entretiens" className="my-4">
      <h2 id="mes-entretiens" className="h5">
        Mes entretiens
      </h2>
      <ul className="list-unstyled row g-3">
        {query.data.map((e) => (
          <li key={e.id} className="col-12 col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h3 className="h6 mb-1">{e.posteVacant.nom}</h3>
                  <span className={`badge ${STATUT[e.statut].badge}`}>{STATUT[e.statut].label}</span>
                </div>
                {e.debut ? (
                  <p className="mb-1">
                    <time dateTime={e.debut}>{formatSlot(e.debut)}</time>
                    {e.duree ? ` · ${dureeLabel(e.duree)}` : null}
                  </p>
                ) : (
                  <p className="mb-1 text-secondary">Choisissez votre créneau depuis le lien reçu par e-mail.</p>
                )}
                <p className="mb-0 small text-secondary text-break">Lieu : {e.lieu}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

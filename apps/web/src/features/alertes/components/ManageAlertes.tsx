import {
  ALERTE_FREQUENCES,
  type Alerte,
  type AlerteFrequence,
  describeCriteres,
  FREQUENCE_LABEL,
} from '@recrutement/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/SelectField';
import { EmptyState, ErrorAlert, Loading } from '../../../components/PageState';
import { formatDate } from '../../../lib/format';
import { useAlertes, useDeleteAlerte, useUpdateAlerte } from '../api/alertes';

const FREQUENCES = ALERTE_FREQUENCES.map((value) => ({ value, label: FREQUENCE_LABEL[value] }));

function AlerteCard({ alerte, token }: { alerte: Alerte; token: string }) {
  const update = useUpdateAlerte(token);
  const remove = useDeleteAlerte(token);
  const [saved, setSaved] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  const save = (input: Parameters<typeof update.mutate>[0]['input'], done: string) =>
    update.mutate({ id: alerte.id, input }, { onSuccess: () => setSaved(done) });
  const titleId = `alerte-${alerte.id}-title`;
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0">
            {describeCriteres(alerte.criteres)}
          </h2>
          <span className={`badge ${alerte.actif ? 'text-bg-success' : 'text-bg-secondary'} align-self-start`}>
            {alerte.actif ? 'Active' : 'Désactivée'}
          </span>
        </div>
        <p className="small text-secondary">
          Créée le {formatDate(alerte.dateCreation)} · prend fin le {formatDate(alerte.dateExpiration)} sauf
          prolongation.
        </p>
        <div className="row g-2 align-items-end">
          <SelectField
            wrapperClassName="col-12 col-sm-7"
            label="Fréquence"
            value={alerte.frequence}
            options={FREQUENCES}
            disabled={busy}
            onChange={(event) => save({ frequence: event.target.value as AlerteFrequence }, 'Fréquence enregistrée.')}
          />
          <div className="col-12 col-sm-5 d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={busy}
              onClick={() => save({}, 'Alerte prolongée de 24 mois.')}
            >
              Prolonger
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => save({ actif: !alerte.actif }, alerte.actif ? 'Alerte désactivée.' : 'Alerte réactivée.')}
            >
              {alerte.actif ? 'Désactiver' : 'Réactiver'}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => remove.mutate(alerte.id)}
            >
              Supprimer
            </button>
          </div>
        </div>
        <div aria-live="polite" className="mt-2">
          {update.error ? <ErrorAlert error={update.error} /> : null}
          {remove.error ? <ErrorAlert error={remove.error} /> : null}
          {saved && !update.error ? <p className="small text-success mb-0">{saved}</p> : null}
        </div>
      </div>
    </article>
  );
}

/** The address's alerts, managed by the token of the mails (§18): no account needed. */
export function ManageAlertes() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const alertes = useAlertes(token);
  if (!token) {
    return (
      <div className="alert alert-warning" role="alert">
        Ouvrez cette page par le lien « Gérer mes alertes » d’un message d’alerte.
      </div>
    );
  }
  if (alertes.isPending) return <Loading label="Chargement de vos alertes…" />;
  if (alertes.isError) return <ErrorAlert error={alertes.error} />;
  if (alertes.data.length === 0) {
    return (
      <EmptyState title="Vous n’avez plus d’alerte emploi." iconName="search">
        <Link to="/offre">Créer une alerte depuis nos offres</Link>
      </EmptyState>
    );
  }
  return (
    <ul className="list-unstyled d-grid gap-3">
      {alertes.data.map((alerte) => (
        <li key={alerte.id}>
          <AlerteCard alerte={alerte} token={token} />
        </li>
      ))}
    </ul>
  );
}

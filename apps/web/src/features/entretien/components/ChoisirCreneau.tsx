import type { EntretienPublic } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert, errorMessage, Loading } from '../../../components/PageState';
import { ApiError } from '../../../lib/api-client';
import { entretienByTokenQuery, useChoisirCreneau } from '../api/entretien';
import { dureeLabel, formatSlot, readerTimeZone } from './when';

/**
 * The page of message 6's link (§15): the vacancy, the slots in the reader's time zone, and one
 * pick. After the pick (or when someone else's pick was first) it shows the confirmed time.
 */
export function ChoisirCreneau({ token }: { token: string }) {
  const query = useQuery({ ...entretienByTokenQuery(token), enabled: token !== '' });
  if (!token) {
    return (
      <div className="alert alert-warning" role="alert">
        Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel.
      </div>
    );
  }
  if (query.isPending) return <Loading label="Chargement des créneaux proposés…" />;
  if (query.isError) {
    const expired = query.error instanceof ApiError && query.error.code === 'TOKEN_INVALID';
    return expired ? (
      <div className="alert alert-warning" role="alert">
        Ce lien n'est plus valable : le premier créneau proposé a commencé, ou l'entretien a eu lieu. Si vous souhaitez
        convenir d'un autre moment, répondez au message reçu.
      </div>
    ) : (
      <ErrorAlert error={query.error} />
    );
  }
  return <Creneaux token={token} entretien={query.data} />;
}

function Creneaux({ token, entretien }: { token: string; entretien: EntretienPublic }) {
  const id = useId();
  const choose = useChoisirCreneau(token);
  const [picked, setPicked] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const zone = readerTimeZone();

  const heading = (
    <p className="lead">
      Entretien pour le poste <strong>{entretien.posteVacant.nom}</strong>
    </p>
  );
  const lieu = (
    <p>
      <span className="fw-semibold">Lieu :</span> <span className="text-break">{entretien.lieu}</span>
    </p>
  );

  if (entretien.statut === 'ANNULE') {
    return (
      <>
        {heading}
        <div className="alert alert-secondary" role="status">
          Cet entretien a été annulé. Nous reviendrons vers vous si un nouvel entretien est prévu.
        </div>
      </>
    );
  }
  if (entretien.statut === 'CONFIRME' && entretien.debut) {
    return (
      <>
        {heading}
        <div className="alert alert-success" role="status" aria-live="polite">
          <p className="mb-1">Votre entretien est confirmé :</p>
          <p className="mb-0 fw-semibold">
            <time dateTime={entretien.debut}>{formatSlot(entretien.debut)}</time>
          </p>
        </div>
        {lieu}
        <p className="text-secondary small">
          Une invitation vous a été envoyée par e-mail : ajoutez-la à votre agenda. Heures indiquées dans votre fuseau
          horaire ({zone}).
        </p>
        <Link to="/mon-espace">Voir mes entretiens dans mon espace</Link>
      </>
    );
  }

  const conflict = choose.error instanceof ApiError && choose.error.status === 409;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (picked === null) {
      setMissing(true);
      return;
    }
    choose.mutate({ token, creneau: { id: picked } });
  };
  return (
    <>
      {heading}
      {lieu}
      <form noValidate onSubmit={onSubmit}>
        <fieldset aria-describedby={`${id}-zone${missing ? ` ${id}-error` : ''}`}>
          <legend className="h5">Choisissez votre créneau</legend>
          <p id={`${id}-zone`} className="form-text mt-0">
            Heures indiquées dans votre fuseau horaire ({zone}). Le créneau choisi est confirmé aussitôt.
          </p>
          <div className="list-group mb-3">
            {entretien.creneaux.map((c) => (
              <label key={c.id} className="list-group-item list-group-item-action d-flex gap-3 align-items-center py-3">
                <input
                  className="form-check-input flex-shrink-0 m-0"
                  type="radio"
                  name="creneau"
                  value={c.id}
                  checked={picked === c.id}
                  onChange={() => {
                    setPicked(c.id);
                    setMissing(false);
                  }}
                />
                <span>
                  <time dateTime={c.debut} className="fw-semibold">
                    {formatSlot(c.debut)}
                  </time>
                  <span className="d-block small text-secondary">Durée : {dureeLabel(c.duree)}</span>
                </span>
              </label>
            ))}
          </div>
          {missing ? (
            <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
              Choisissez un des créneaux proposés.
            </div>
          ) : null}
        </fieldset>
        {choose.isError && !conflict ? (
          <div className="alert alert-danger" role="alert">
            {errorMessage(choose.error)}
          </div>
        ) : null}
        {conflict ? (
          <div className="alert alert-warning" role="alert">
            {errorMessage(choose.error)}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={choose.isPending}>
          {choose.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Confirmer ce créneau
        </button>
      </form>
    </>
  );
}

import type { EntretienPublic } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert, errorMessage, Loading } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
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
        {t('entretien.incomplete')}
      </div>
    );
  }
  if (query.isPending) return <Loading label={t('entretien.loading')} />;
  if (query.isError) {
    const expired = query.error instanceof ApiError && query.error.code === 'TOKEN_INVALID';
    return expired ? (
      <div className="alert alert-warning" role="alert">
        {t('entretien.expired')}
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
      {t('entretien.forPosition')} <strong>{entretien.posteVacant.nom}</strong>
    </p>
  );
  const lieu = (
    <p>
      <span className="fw-semibold">{t('entretien.lieu')}</span> <span className="text-break">{entretien.lieu}</span>
    </p>
  );

  if (entretien.statut === 'ANNULE') {
    return (
      <>
        {heading}
        <div className="alert alert-secondary" role="status">
          {t('entretien.cancelled')}
        </div>
      </>
    );
  }
  if (entretien.statut === 'CONFIRME' && entretien.debut) {
    return (
      <>
        {heading}
        <div className="alert alert-success" role="status" aria-live="polite">
          <p className="mb-1">{t('entretien.confirmed')}</p>
          <p className="mb-0 fw-semibold">
            <time dateTime={entretien.debut}>{formatSlot(entretien.debut)}</time>
          </p>
        </div>
        {lieu}
        <p className="text-secondary small">{t('entretien.invitationSent', { zone })}</p>
        <Link to={lp('/mon-espace')}>{t('entretien.seeMine')}</Link>
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
          <legend className="h5">{t('entretien.choose')}</legend>
          <p id={`${id}-zone`} className="form-text mt-0">
            {t('entretien.zoneHint', { zone })}
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
                  <span className="d-block small text-secondary">
                    {t('entretien.duree', { duree: dureeLabel(c.duree) })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {missing ? (
            <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
              {t('entretien.missing')}
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
          {t('entretien.submit')}
        </button>
      </form>
    </>
  );
}

import { ALERTE_FREQUENCES, type Alerte, type AlerteFrequence, describeCriteres } from '@recrutement/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/SelectField';
import { EmptyState, ErrorAlert, Loading } from '../../../components/PageState';
import { currentLang, lp, t } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { useAlertes, useDeleteAlerte, useUpdateAlerte } from '../api/alertes';

function AlerteCard({ alerte, token }: { alerte: Alerte; token: string }) {
  const update = useUpdateAlerte(token);
  const remove = useDeleteAlerte(token);
  const [saved, setSaved] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  const save = (input: Parameters<typeof update.mutate>[0]['input'], done: string) =>
    update.mutate({ id: alerte.id, input }, { onSuccess: () => setSaved(done) });
  const titleId = `alerte-${alerte.id}-title`;
  const frequences = ALERTE_FREQUENCES.map((value) => ({ value, label: t(`alertes.frequence.${value}`) }));
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0">
            {describeCriteres(alerte.criteres, currentLang())}
          </h2>
          <span className={`badge ${alerte.actif ? 'text-bg-success' : 'text-bg-secondary'} align-self-start`}>
            {alerte.actif ? t('alertes.manage.active') : t('alertes.manage.inactive')}
          </span>
        </div>
        <p className="small text-secondary">
          {t('alertes.manage.dates', {
            created: formatDate(alerte.dateCreation),
            expires: formatDate(alerte.dateExpiration),
          })}
        </p>
        <div className="row g-2 align-items-end">
          <SelectField
            wrapperClassName="col-12 col-sm-7"
            label={t('alertes.dialog.frequence')}
            value={alerte.frequence}
            options={frequences}
            disabled={busy}
            onChange={(event) =>
              save({ frequence: event.target.value as AlerteFrequence }, t('alertes.manage.frequenceSaved'))
            }
          />
          <div className="col-12 col-sm-5 d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={busy}
              onClick={() => save({}, t('alertes.manage.extended'))}
            >
              {t('alertes.manage.extend')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() =>
                save(
                  { actif: !alerte.actif },
                  alerte.actif ? t('alertes.manage.switchedOff') : t('alertes.manage.switchedOn'),
                )
              }
            >
              {alerte.actif ? t('alertes.manage.switchOff') : t('alertes.manage.switchOn')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => remove.mutate(alerte.id)}
            >
              {t('alertes.manage.delete')}
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
        {t('alertes.manage.noToken')}
      </div>
    );
  }
  if (alertes.isPending) return <Loading label={t('alertes.manage.loading')} />;
  if (alertes.isError) return <ErrorAlert error={alertes.error} />;
  if (alertes.data.length === 0) {
    return (
      <EmptyState title={t('alertes.manage.empty')} iconName="search">
        <Link to={lp('/offre')}>{t('alertes.manage.createFromOffers')}</Link>
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

import { describeCriteres } from '@recrutement/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { currentLang, lp, t } from '../../../i18n/i18n';
import { useConfirmAlerte } from '../api/alertes';

/**
 * The page of message 8's link (§18): confirms the alert at once (following the link is the
 * consent), then takes the token out of the address bar so that it stays in no history.
 */
export function ConfirmAlerte() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmAlerte();
  const token = useRef(params.get('token') ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (!token.current || started.current) return;
    started.current = true;
    confirm.mutate(
      { token: token.current },
      { onSettled: () => navigate(lp('/alertes/confirmer'), { replace: true }) },
    );
  }, [confirm, navigate]);

  if (!token.current) {
    return (
      <div className="alert alert-warning" role="alert">
        {t('alertes.confirm.incomplete')}{' '}
        <Link to={lp('/offre')} className="alert-link">
          {t('alertes.confirm.ourOffers')}
        </Link>
        .
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <>
        <ErrorAlert error={confirm.error} />
        <p>
          {t('alertes.confirm.newFrom')} <Link to={lp('/offre')}>{t('alertes.confirm.ourOffers')}</Link>.
        </p>
      </>
    );
  }
  if (!confirm.isSuccess) return <Loading label={t('alertes.confirm.loading')} />;
  const alerte = confirm.data;
  return (
    <div className="alert alert-success" role="status">
      <p className="fw-semibold mb-2">{t('alertes.confirm.done')}</p>
      <p className="mb-2">
        {t('alertes.confirm.search')} <strong>{describeCriteres(alerte.criteres, currentLang())}</strong> —{' '}
        {t(`alertes.frequence.${alerte.frequence}`).toLowerCase()}.
      </p>
      <p className="mb-0">
        {t('alertes.confirm.links')}{' '}
        <Link to={lp('/offre')} className="alert-link">
          {t('alertes.confirm.seeOffers')}
        </Link>
      </p>
    </div>
  );
}

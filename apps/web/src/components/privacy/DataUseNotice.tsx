import { Link } from 'react-router';
import { lp, t } from '../../i18n/i18n';
import { useOrganisation } from '../../lib/organisation';

/**
 * The short notice every form that collects personal data shows (§10): who processes the data,
 * why, and where to read more. Drawn at once; the organisation's name fills in when it has loaded.
 */
export function DataUseNotice({ purpose }: { purpose: string }) {
  const organisation = useOrganisation();
  const controller = organisation.data?.nom ?? t('privacy.notice.controllerFallback');
  return (
    <p className="small text-secondary mb-3">
      {t('privacy.notice.text', { controller, purpose })}{' '}
      <Link to={lp('/confidentialite')}>{t('privacy.notice.link')}</Link>
    </p>
  );
}

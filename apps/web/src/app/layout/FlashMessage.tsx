import { useLocation, useNavigate } from 'react-router';
import { t } from '../../i18n/i18n';

/** A one-time message handed over by the previous page (`navigate(to, { state: { flash } })`). */
export function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as { flash?: string } | null)?.flash;
  if (!flash) return null;
  const dismiss = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <div className="container pt-3">
      <div className="alert alert-success alert-dismissible mb-0" role="status">
        {flash}
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={dismiss} />
      </div>
    </div>
  );
}

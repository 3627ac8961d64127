import { t } from '../../i18n/i18n';
import { useNavigationPending } from '../app-router';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t('common.pageLoading')}>
      <div className="navigation-progress-bar" />
    </div>
  );
}

import { Link, NavLink } from 'react-router';
import { lp, t } from '../../../i18n/i18n';

/** The tab links of the register page (spec §2: home, Register, Auth, Disabled). */
export function RegisterTabs() {
  return (
    <nav aria-label={t('auth.tabs.label')}>
      <ul className="nav nav-tabs mb-4">
        <li className="nav-item">
          <Link className="nav-link" to={lp('/')}>
            {t('auth.tabs.home')}
          </Link>
        </li>
        <li className="nav-item">
          <NavLink className="nav-link" to={lp('/register')} end>
            {t('auth.tabs.register')}
          </NavLink>
        </li>
        <li className="nav-item">
          <Link className="nav-link" to={lp('/login')}>
            {t('auth.tabs.auth')}
          </Link>
        </li>
        <li className="nav-item">
          <span className="nav-link disabled" aria-disabled="true">
            {t('auth.tabs.disabled')}
          </span>
        </li>
      </ul>
    </nav>
  );
}

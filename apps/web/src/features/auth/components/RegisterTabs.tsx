import { NavLink } from 'react-router';
import { lp, t } from '../../../i18n/i18n';

/** The tabs that lead somewhere, in order; the one of the page shown is marked current. */
const TABS = [
  { to: '/', label: 'auth.tabs.home' },
  { to: '/register', label: 'auth.tabs.register' },
  { to: '/login', label: 'auth.tabs.auth' },
] as const;

/** The tab links of the register page (spec §2: home, Register, Auth, Disabled). */
export function RegisterTabs() {
  return (
    <nav aria-label={t('auth.tabs.label')}>
      <ul className="nav nav-tabs mb-4">
        {TABS.map((tab) => (
          <li key={tab.to} className="nav-item">
            <NavLink className="nav-link" to={lp(tab.to)} end>
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
        <li className="nav-item">
          <span className="nav-link disabled" aria-disabled="true">
            {t('auth.tabs.disabled')}
          </span>
        </li>
      </ul>
    </nav>
  );
}

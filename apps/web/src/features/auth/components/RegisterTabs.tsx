import { Link, NavLink } from 'react-router';

/** The tab links of the register page (spec §2: home, Register, Auth, Disabled). */
export function RegisterTabs() {
  return (
    <nav aria-label="Compte">
      <ul className="nav nav-tabs mb-4">
        <li className="nav-item">
          <Link className="nav-link" to="/">
            home
          </Link>
        </li>
        <li className="nav-item">
          <NavLink className="nav-link" to="/register" end>
            Register
          </NavLink>
        </li>
        <li className="nav-item">
          <Link className="nav-link" to="/login">
            Auth
          </Link>
        </li>
        <li className="nav-item">
          <span className="nav-link disabled" aria-disabled="true">
            Disabled
          </span>
        </li>
      </ul>
    </nav>
  );
}

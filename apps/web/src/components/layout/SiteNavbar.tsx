import { type MouseEvent, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../Icon';

export interface SiteNavbarProps {
  signedIn: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** Home-page sections reached from the navbar (spec §2: About, Services, Team, Contact). */
const sections = [
  { hash: '#about', label: 'About' },
  { hash: '#services', label: 'Services' },
] as const;
const laterSections = [
  { hash: '#team', label: 'Team' },
  { hash: '#contact', label: 'Contact' },
] as const;

function SectionLink({ hash, label }: { hash: string; label: string }) {
  return (
    <li className="nav-item">
      <Link className="nav-link" to={{ pathname: '/', hash }}>
        {label}
      </Link>
    </li>
  );
}

function PageLink({ to, label }: { to: string; label: string }) {
  return (
    <li className="nav-item">
      <NavLink className="nav-link" to={to} end={to === '/'}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The public navbar; it collapses behind a toggle on a phone. Plain Bootstrap markup and one state
 * (no component library in the code every page loads); choosing a link closes the menu.
 */
export function SiteNavbar({ signedIn, onSignIn, onSignOut }: SiteNavbarProps) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
  };
  return (
    <nav
      className="navbar navbar-expand-lg bg-white border-bottom shadow-sm sticky-top"
      aria-label="Navigation principale"
    >
      <div className="container">
        <Link to="/" className="navbar-brand fw-bold text-primary">
          <Icon name="briefcase-fill" className="me-2" />
          Recrutement
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="site-navbar"
          aria-expanded={open}
          aria-label="Ouvrir le menu"
          onClick={() => setOpen(!open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the menu when one of its links or buttons is chosen. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link chosen with the keyboard fires click too. */}
        <div id="site-navbar" className={`collapse navbar-collapse${open ? ' show' : ''}`} onClick={closeOnLink}>
          <ul className="navbar-nav me-auto">
            <PageLink to="/" label="Home" />
            {sections.map((s) => (
              <SectionLink key={s.hash} {...s} />
            ))}
            <PageLink to="/offre" label="Nos offres" />
            {laterSections.map((s) => (
              <SectionLink key={s.hash} {...s} />
            ))}
            {signedIn ? <PageLink to="/mon-espace" label="mon espace" /> : null}
          </ul>
          <div className="d-flex gap-2 py-2 py-lg-0">
            {signedIn ? (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onSignOut}>
                <Icon name="box-arrow-right" className="me-1" />
                Déconnexion
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={onSignIn}>
                <Icon name="person-circle" className="me-1" />
                Sign In
              </button>
            )}
          </div>
        </div>
      </div>
    </nav>
  );
}

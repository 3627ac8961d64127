import { type MouseEvent, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { lp, otherLanguagePath, t, type WebKey } from '../../i18n/i18n';
import { api } from '../../lib/api-client';
import { Icon } from '../Icon';

export interface SiteNavbarProps {
  signedIn: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
  /** The build's static frame (app/shell.tsx): its language link goes to the other language's home. */
  frame?: boolean;
}

/** Home-page sections reached from the navbar (spec §2: About, Services, Team, Contact). */
const sections = [
  { hash: '#about', label: 'nav.about' },
  { hash: '#services', label: 'nav.services' },
] as const;
const laterSections = [
  { hash: '#team', label: 'nav.team' },
  { hash: '#contact', label: 'nav.contact' },
] as const;

function SectionLink({ hash, label }: { hash: string; label: WebKey }) {
  return (
    <li className="nav-item">
      <Link className="nav-link" to={{ pathname: lp('/'), hash }}>
        {t(label)}
      </Link>
    </li>
  );
}

function PageLink({ to, label }: { to: string; label: string }) {
  return (
    <li className="nav-item">
      <NavLink className="nav-link" to={lp(to)} end={to === '/'}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The public navbar; it collapses behind a toggle on a phone. Plain Bootstrap markup and one state
 * (no component library in the code every page loads); choosing a link closes the menu.
 */
/**
 * The same page in the other language (contract §17): a whole page load, so that the server writes
 * its head and only that language's catalogue is downloaded. A signed-in person's choice is kept
 * as their `langue` (their messages follow it).
 */
function LanguageLink({ signedIn, frame }: { signedIn: boolean; frame?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLanguagePath(frame ? lp('/') : pathname, frame ? '' : search, frame ? '' : hash);
  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn) return;
    event.preventDefault();
    await api('/api/me/preferences', { body: { langue: other.lang } }).catch(() => undefined);
    window.location.assign(other.href);
  };
  return (
    <a
      className="btn btn-link btn-sm"
      href={other.href}
      hrefLang={other.lang}
      lang={other.lang}
      aria-label={t('nav.otherLanguageLabel')}
      onClick={choose}
    >
      <Icon name="globe" className="me-1" />
      {t('nav.otherLanguage')}
    </a>
  );
}

export function SiteNavbar({ signedIn, onSignIn, onSignOut, frame }: SiteNavbarProps) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
  };
  return (
    <nav className="navbar navbar-expand-lg bg-white border-bottom shadow-sm sticky-top" aria-label={t('nav.label')}>
      <div className="container">
        <Link to={lp('/')} className="navbar-brand fw-bold text-primary">
          <Icon name="briefcase-fill" className="me-2" />
          {t('nav.brand')}
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="site-navbar"
          aria-expanded={open}
          aria-label={t('nav.openMenu')}
          onClick={() => setOpen(!open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the menu when one of its links or buttons is chosen. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link chosen with the keyboard fires click too. */}
        <div id="site-navbar" className={`collapse navbar-collapse${open ? ' show' : ''}`} onClick={closeOnLink}>
          <ul className="navbar-nav me-auto">
            <PageLink to="/" label={t('nav.home')} />
            {sections.map((s) => (
              <SectionLink key={s.hash} {...s} />
            ))}
            <PageLink to="/offre" label={t('nav.offres')} />
            {laterSections.map((s) => (
              <SectionLink key={s.hash} {...s} />
            ))}
            {signedIn ? <PageLink to="/mon-espace" label={t('nav.monEspace')} /> : null}
          </ul>
          <div className="d-flex gap-2 py-2 py-lg-0 align-items-center">
            <LanguageLink signedIn={signedIn} frame={frame} />
            {signedIn ? (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onSignOut}>
                <Icon name="box-arrow-right" className="me-1" />
                {t('nav.signOut')}
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={onSignIn}>
                <Icon name="person-circle" className="me-1" />
                {t('nav.signIn')}
              </button>
            )}
          </div>
        </div>
      </div>
    </nav>
  );
}

import './admin.css';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ta } from '../i18n';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminFooter } from './AdminFooter';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';

const SIDEBAR_ID = 'admin-sidebar';
// Below Bootstrap's lg breakpoint the sidebar overlays the page instead of pushing it.
const isOverlay = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 991.98px)').matches;

/** Sidebar (starts closed), header, content titled Dashboard with a breadcrumb, footer (spec §2). */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const afterNavigate = useCallback(() => {
    if (isOverlay()) setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // On a phone the open sidebar is an off-canvas panel: focus goes into it, the page behind is
  // inert (out of reach of Tab and of screen readers), and focus comes back to the toggle after.
  const overlay = open && isOverlay();
  useEffect(() => {
    if (!overlay) return;
    const sidebar = document.getElementById(SIDEBAR_ID);
    // Its close button first: the way out is the first thing a keyboard or screen reader meets.
    sidebar?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      if (!sidebar || sidebar.contains(document.activeElement) || document.activeElement === document.body) {
        document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
      }
    };
  }, [overlay]);

  // A new screen starts at the top (pathname is the trigger, not a value read here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className={`admin-shell${open ? ' sidebar-open' : ''}`}>
      <a href="#admin-content" className="visually-hidden-focusable admin-skip-link">
        {ta('admin.frame.skipToContent')}
      </a>
      <AdminSidebar id={SIDEBAR_ID} open={open} onClose={close} onNavigate={afterNavigate} />
      {open ? <div className="admin-backdrop" onClick={close} aria-hidden="true" /> : null}
      <div className="admin-main" inert={overlay || undefined}>
        <AdminHeader sidebarId={SIDEBAR_ID} sidebarOpen={open} onToggleSidebar={() => setOpen((v) => !v)} />
        <main id="admin-content" tabIndex={-1} className="admin-content">
          <h1 className="h3 mb-1">{ta('admin.home.title')}</h1>
          <AdminBreadcrumb />
          <Outlet />
        </main>
        <AdminFooter />
      </div>
    </div>
  );
}

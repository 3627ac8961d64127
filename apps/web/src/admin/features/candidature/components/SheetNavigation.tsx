import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n';
import { neighbour, type SheetNav, sheetNavState } from '../sheet-navigation';

/** A shortcut never fires while the admin types (a note, a filter). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Previous / next application of the list the sheet was opened from, by button or by Alt+P /
 * Alt+N (with a modifier, so that no single key fires by accident: WCAG 2.1.4).
 */
export function SheetNavigation({ id, nav }: { id: number; nav: SheetNav }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });

  const go = useCallback(
    async (direction: 1 | -1) => {
      setState({ busy: true, message: '' });
      try {
        const found = await neighbour(queryClient, nav, id, direction);
        if (!found) {
          const message = ta(direction === 1 ? 'admin.candidature.nav.last' : 'admin.candidature.nav.first');
          return setState({ busy: false, message });
        }
        setState({ busy: false, message: '' });
        navigate(`/admin/candidature/fiche/${found.id}`, { state: sheetNavState(found.nav.ids, found.nav.params) });
      } catch {
        setState({ busy: false, message: ta('admin.candidature.nav.failed') });
      }
    },
    [queryClient, nav, id, navigate],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.code !== 'KeyN' && event.code !== 'KeyP') return;
      event.preventDefault();
      void go(event.code === 'KeyN' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <nav aria-label={ta('admin.candidature.nav.label')} className="d-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => go(-1)}
        disabled={state.busy}
        aria-keyshortcuts="Alt+P"
        title={ta('admin.candidature.nav.shortcut', { keys: 'Alt+P' })}
      >
        <i className="bi bi-chevron-left me-1" aria-hidden="true" />
        {ta('admin.candidature.nav.previous')}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => go(1)}
        disabled={state.busy}
        aria-keyshortcuts="Alt+N"
        title={ta('admin.candidature.nav.shortcut', { keys: 'Alt+N' })}
      >
        {ta('admin.candidature.nav.next')}
        <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
      </button>
      <span role="status" className="small text-secondary">
        {state.message}
      </span>
    </nav>
  );
}

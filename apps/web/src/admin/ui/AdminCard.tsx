import { type ReactNode, useId } from 'react';
import { useAdminTitle } from '../lib/use-admin-title';

interface AdminCardProps {
  title: string;
  /** Buttons shown on the right of the title (New, Back...). */
  actions?: ReactNode;
  children: ReactNode;
  /** False for a card that is one of several on a screen (the screen names the tab). */
  namesPage?: boolean;
}

/** One admin screen: a card titled with the spec's text; the title also names the browser tab. */
export function AdminCard({ title, actions, children, namesPage = true }: AdminCardProps) {
  useAdminTitle(namesPage ? title : null);
  const titleId = useId();
  return (
    <section className="card shadow-sm" aria-labelledby={titleId}>
      <header className="card-header bg-white d-flex flex-wrap gap-2 align-items-center justify-content-between py-3">
        <h2 id={titleId} className="h5 mb-0">
          {title}
        </h2>
        {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

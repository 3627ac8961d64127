import { type ReactNode, useId, useState } from 'react';

/** A collapsible group of the sidebar; open at first. */
export function SidebarGroup({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  return (
    <li className="admin-sidebar-group">
      <button
        type="button"
        className="admin-sidebar-heading"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{label}</span>
        <i className={`bi bi-chevron-${expanded ? 'up' : 'down'}`} aria-hidden="true" />
      </button>
      <ul id={id} className="list-unstyled mb-2" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}

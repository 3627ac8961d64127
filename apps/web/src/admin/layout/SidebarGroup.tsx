import { type ReactNode, useId, useState } from 'react';
import { DisclosureButton } from '../ui/DisclosureButton';

/** A collapsible group of the sidebar; open at first. */
export function SidebarGroup({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  return (
    <li className="admin-sidebar-group">
      <DisclosureButton
        className="admin-sidebar-heading"
        expanded={expanded}
        controls={id}
        onToggle={() => setExpanded((value) => !value)}
      >
        <span>{label}</span>
        <i className={`bi bi-chevron-${expanded ? 'up' : 'down'}`} aria-hidden="true" />
      </DisclosureButton>
      <ul id={id} className="list-unstyled mb-2" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}

import { NavLink } from 'react-router';

interface SidebarLinkProps {
  to: string;
  icon: string;
  children: React.ReactNode;
  onNavigate: () => void;
  /** Only this exact path is "current" (the list of all applications under /admin/candidature/...). */
  end?: boolean;
}

export function SidebarLink({ to, icon, children, onNavigate, end }: SidebarLinkProps) {
  return (
    <li>
      <NavLink to={to} end={end} className="admin-sidebar-link" onClick={onNavigate}>
        <i className={`bi bi-${icon}`} aria-hidden="true" />
        <span className="text-truncate">{children}</span>
      </NavLink>
    </li>
  );
}

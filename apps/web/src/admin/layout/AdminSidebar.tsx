import { Link } from 'react-router';
import { ta } from '../i18n';
import { allows, useStaffRole } from '../lib/role';
import { IconLabel } from '../ui/IconLabel';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLink } from './SidebarLink';
import { MENU_GROUPS } from './sidebar-menu';
import { VacancyLinks } from './VacancyLinks';

interface AdminSidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Called after a link is followed: on a phone the overlay gets out of the way. */
  onNavigate: () => void;
}

/** The fixed 300 px sidebar; hidden (out of the tab order too) while closed. */
export function AdminSidebar({ id, open, onClose, onNavigate }: AdminSidebarProps) {
  const role = useStaffRole();
  // What the role cannot do is not offered (§14); the server refuses it anyway.
  const groups = MENU_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => allows(role, link.level ?? 'staff')),
  })).filter((group) => group.links.length > 0);
  return (
    <nav id={id} className="admin-sidebar" aria-label={ta('admin.frame.sidebar.label')} hidden={!open}>
      <div className="d-flex align-items-center justify-content-between px-3 py-3 border-bottom border-secondary">
        <Link to="/admin" className="admin-sidebar-brand" onClick={onNavigate}>
          <i className="bi bi-briefcase-fill me-2" aria-hidden="true" />
          {ta('admin.frame.sidebar.brand')}
        </Link>
        <button type="button" className="btn btn-sm btn-outline-light d-lg-none" onClick={onClose}>
          <IconLabel icon="x-lg" label={ta('admin.frame.sidebar.close')} />
        </button>
      </div>
      <ul className="list-unstyled px-2 py-3 mb-0">
        {groups.map((group) => (
          <SidebarGroup key={group.id} label={ta(group.label)}>
            {group.links.map((link) => (
              <SidebarLink key={link.to} to={link.to} icon={link.icon} onNavigate={onNavigate}>
                {ta(link.label)}
              </SidebarLink>
            ))}
          </SidebarGroup>
        ))}
        <SidebarGroup label={ta('admin.menu.group.candidatures')}>
          <VacancyLinks onNavigate={onNavigate} />
        </SidebarGroup>
      </ul>
    </nav>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut, useAuth } from '../../lib/auth';
import { ta } from '../i18n';
import { DisclosureButton } from '../ui/DisclosureButton';
import { IconLabel } from '../ui/IconLabel';
import { HeaderBadges } from './HeaderBadges';
import { HeaderSearch } from './HeaderSearch';

interface AdminHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AdminHeader({ sidebarId, sidebarOpen, onToggleSidebar }: AdminHeaderProps) {
  const { email } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = async () => {
    // Leave first: the guard would otherwise send the signed-out page to /login.
    navigate('/', { replace: true });
    await signOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
  return (
    <header className="admin-header">
      <DisclosureButton
        className="btn btn-outline-secondary btn-sm"
        expanded={sidebarOpen}
        controls={sidebarId}
        onToggle={onToggleSidebar}
      >
        <IconLabel icon="list" label={ta('admin.frame.header.menu')} />
      </DisclosureButton>
      <HeaderSearch />
      <div className="admin-header-tools">
        <HeaderBadges />
        <span className="admin-user-email text-truncate" title={email}>
          <i className="bi bi-person-circle me-1" aria-hidden="true" />
          {email}
        </span>
        <Link to="/admin/profil" className="btn btn-sm btn-outline-primary text-nowrap">
          <IconLabel icon="person" label={ta('admin.frame.header.profile')} labelClassName="admin-header-label" />
        </Link>
        <button type="button" className="btn btn-sm btn-outline-danger text-nowrap" onClick={leave}>
          <IconLabel
            icon="box-arrow-right"
            label={ta('admin.frame.header.signOut')}
            labelClassName="admin-header-label"
          />
        </button>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { ta } from '../i18n';

/** The back button of a fiche. */
export function BackLink({ to, label = ta('admin.ui.back') }: { to: string; label?: string }) {
  return (
    <Link to={to} className="btn btn-outline-secondary btn-sm">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {label}
    </Link>
  );
}

import { Link } from 'react-router';
import { ta } from '../i18n';

/** The spec's "New" button of every list (« Nouveau » in French). */
export function NewButton({ to, label = ta('admin.ui.new') }: { to: string; label?: string }) {
  return (
    <Link to={to} className="btn btn-primary btn-sm">
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {label}
    </Link>
  );
}

import { Link } from 'react-router';

/** The spec's "New" button of every list. */
export function NewButton({ to, label = 'New' }: { to: string; label?: string }) {
  return (
    <Link to={to} className="btn btn-primary btn-sm">
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {label}
    </Link>
  );
}

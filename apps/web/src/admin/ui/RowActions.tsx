import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { ta } from '../i18n';

interface RowActionsProps {
  /** Names the row for screen readers: "le poste Comptable" (→ « Modifier le poste Comptable »). */
  label: string;
  viewTo?: string;
  editTo?: string;
  onDelete?: () => void;
}

/** The view / edit / delete icons of a list row, each with an accessible name. */
export function RowActions({ label, viewTo, editTo, onDelete }: RowActionsProps) {
  return (
    <div className="d-flex gap-1 justify-content-end text-nowrap">
      {viewTo ? (
        <Link
          to={viewTo}
          className="btn btn-sm btn-outline-secondary"
          aria-label={ta('admin.ui.viewLabel', { label })}
          title={ta('admin.ui.view')}
        >
          <i className="bi bi-eye" aria-hidden="true" />
        </Link>
      ) : null}
      {editTo ? (
        <Link
          to={editTo}
          className="btn btn-sm btn-outline-primary"
          aria-label={ta('admin.ui.editLabel', { label })}
          title={ta('admin.ui.edit')}
        >
          <i className="bi bi-pencil-square" aria-hidden="true" />
        </Link>
      ) : null}
      {onDelete ? (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onDelete}
          aria-label={ta('admin.ui.deleteLabel', { label })}
          title={ta('admin.ui.delete')}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

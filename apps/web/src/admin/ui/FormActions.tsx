import { Button, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';

interface FormActionsProps {
  saving: boolean;
  cancelTo: string;
  submitLabel?: string;
  cancelLabel?: string;
}

/** Submit (disabled while saving, so a double click saves once) and cancel back to the list. */
export function FormActions({
  saving,
  cancelTo,
  submitLabel = 'Enregistrer',
  cancelLabel = 'Annuler',
}: FormActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        {saving ? 'Enregistrement…' : submitLabel}
      </Button>
      <Link to={cancelTo} className="btn btn-outline-secondary">
        {cancelLabel}
      </Link>
    </div>
  );
}

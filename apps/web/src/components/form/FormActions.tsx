import { Link } from 'react-router';
import { t } from '../../i18n/i18n';

export interface FormActionsProps {
  saving: boolean;
  cancelTo: string;
  submitLabel?: string;
  /** What the button says while the form is sent. */
  savingLabel?: string;
  cancelLabel?: string;
}

/** Submit (disabled while saving, so a double click sends once) and a link back. */
export function FormActions({
  saving,
  cancelTo,
  submitLabel = t('common.save'),
  savingLabel = t('common.saving'),
  cancelLabel = t('common.cancel'),
}: FormActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {saving ? savingLabel : submitLabel}
      </button>
      <Link to={cancelTo} className="btn btn-outline-secondary">
        {cancelLabel}
      </Link>
    </div>
  );
}

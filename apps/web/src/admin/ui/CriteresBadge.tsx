import { ta } from '../i18n';

/**
 * An application whose answers miss an expected answer of its vacancy's screening questions
 * (contract §16): shown, never decided on here — a person reads the answers.
 */
export function CriteresBadge({ flagged, className = '' }: { flagged: boolean; className?: string }) {
  if (!flagged) return null;
  return (
    <span className={`badge text-bg-warning ${className}`} title={ta('admin.ui.criteresTitle')}>
      <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
      {ta('admin.ui.criteres')}
    </span>
  );
}

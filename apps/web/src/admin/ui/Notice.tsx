import type { ReactNode } from 'react';
import { ta } from '../i18n';

interface NoticeProps {
  variant: 'success' | 'warning' | 'danger';
  /** `status` for good news (read politely), `alert` for what needs attention now. */
  role?: 'status' | 'alert';
  /** Shows a close button that calls it. */
  onClose?: () => void;
  children: ReactNode;
}

/** Bootstrap's alert, optionally dismissible, in plain markup (react-bootstrap's `Alert` weighs more). */
export function Notice({ variant, role = 'alert', onClose, children }: NoticeProps) {
  return (
    <div role={role} className={`alert alert-${variant}${onClose ? ' alert-dismissible' : ''}`}>
      {children}
      {onClose ? (
        <button type="button" className="btn-close" aria-label={ta('admin.ui.closeNotice')} onClick={onClose} />
      ) : null}
    </div>
  );
}

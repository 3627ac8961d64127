import { useFlash } from '../lib/flash';
import { Notice } from './Notice';

/** The success message handed over by the form the admin just saved. */
export function FlashAlert() {
  const [message, dismiss] = useFlash();
  if (!message) return null;
  return (
    <Notice variant="success" role="status" onClose={dismiss}>
      <i className="bi bi-check-circle-fill me-2" aria-hidden="true" />
      {message}
    </Notice>
  );
}

import { Alert } from 'react-bootstrap';
import { useFlash } from '../lib/flash';

/** The success message handed over by the form the admin just saved. */
export function FlashAlert() {
  const [message, dismiss] = useFlash();
  if (!message) return null;
  return (
    <Alert variant="success" dismissible onClose={dismiss} closeLabel="Fermer le message" role="status">
      <i className="bi bi-check-circle-fill me-2" aria-hidden="true" />
      {message}
    </Alert>
  );
}

import '../../../styles/modal.scss';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoginForm } from './LoginForm';

/** The login modal of the public header (spec §2), titled 'Sign in'. */
export default function LoginModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="login-modal-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="login-modal-title" as="h2" className="h5">
          Sign in
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LoginForm onSignedIn={onClose} onLeave={onClose} />
        <p className="small text-center mt-3 mb-0">
          Pas encore de compte ?{' '}
          <Link to="/register" onClick={onClose}>
            Register
          </Link>
        </p>
      </Modal.Body>
    </Modal>
  );
}

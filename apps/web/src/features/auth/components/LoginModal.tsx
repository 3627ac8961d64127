import '../../../styles/modal.scss';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { DialogHeader } from '../../../components/DialogHeader';
import { LoginForm } from './LoginForm';

/** The login modal of the public header (spec §2), titled 'Sign in'. */
export default function LoginModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="login-modal-title">
      <DialogHeader id="login-modal-title">Sign in</DialogHeader>
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

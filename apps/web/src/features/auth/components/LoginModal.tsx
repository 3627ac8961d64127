import '../../../styles/modal.scss';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { DialogHeader } from '../../../components/Dialog';
import { lp, t } from '../../../i18n/i18n';
import { LoginForm } from './LoginForm';

/** The login modal of the public header (spec §2), titled 'Sign in'. */
export default function LoginModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="login-modal-title">
      <DialogHeader id="login-modal-title">{t('auth.signIn')}</DialogHeader>
      <Modal.Body>
        <LoginForm onSignedIn={onClose} onLeave={onClose} />
        <p className="small text-center mt-3 mb-0">
          {t('auth.noAccount')}{' '}
          <Link to={lp('/register')} onClick={onClose}>
            {t('auth.register')}
          </Link>
        </p>
      </Modal.Body>
    </Modal>
  );
}

import '../styles/modal.scss';
import { Button, Modal } from 'react-bootstrap';
import './confirm-dialog.css';
import { t } from '../i18n/i18n';
import { DialogHeader } from './Dialog';

export interface ConfirmDialogProps {
  show: boolean;
  title?: string;
  message: string;
  /** Runs on Yes; the dialog closes once it has finished (a rejection is the caller's to report). */
  onYes: () => void | Promise<void>;
  onNo?: () => void;
  /** Hides the dialog; the close icon calls only this. */
  onClose: () => void;
  busy?: boolean;
}

/**
 * The confirm dialog of spec §2/§4: 350 px wide, 0.6 s transition, Yes / No / close icon (« Oui » / « Non »
 * on French pages, contract §17).
 */
export function ConfirmDialog({ show, title, message, onYes, onNo, onClose, busy }: ConfirmDialogProps) {
  const handleYes = async () => {
    try {
      await onYes();
    } catch {
      // The caller reports its own failure in the page.
    }
    onClose();
  };
  const handleNo = () => {
    onNo?.();
    onClose();
  };
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      dialogClassName="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
      backdrop={busy ? 'static' : true}
    >
      <DialogHeader id="confirm-dialog-title">{title ?? t('common.confirmTitle')}</DialogHeader>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="danger" onClick={handleYes} disabled={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
          {t('common.yes')}
        </Button>
        <Button variant="secondary" onClick={handleNo} disabled={busy}>
          {t('common.no')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import '../../../styles/modal.scss';
import checkCircleFillIcon from 'bootstrap-icons/icons/check-circle-fill.svg';
import { Button, Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { t } from '../../../i18n/i18n';

export interface CandidatureModalProps {
  show: boolean;
  onCancel: () => void;
  onContinue: () => void;
  /** After the real apply flow, the modal invites the candidate to create an account. */
  inviteToCreateAccount?: boolean;
}

/** 'Votre Candidature est bien enregistrée' (spec §2), with Cancel and Continuer. */
export function CandidatureModal({ show, onCancel, onContinue, inviteToCreateAccount = true }: CandidatureModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="candidature-modal-title">
      <DialogHeader id="candidature-modal-title">
        <Icon src={checkCircleFillIcon} className="text-success me-2" />
        {t('apply.done.title')}
      </DialogHeader>
      <Modal.Body>{inviteToCreateAccount ? t('apply.done.invite') : t('apply.done.thanks')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('apply.done.cancel')}
        </Button>
        <Button variant="primary" onClick={onContinue}>
          {t('apply.done.continue')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

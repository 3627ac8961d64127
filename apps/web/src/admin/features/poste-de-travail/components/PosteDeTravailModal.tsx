import type { PosteDeTravail } from '@recrutement/contract';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { DialogHeader } from '../../../../components/Dialog';
import { ta } from '../../../i18n';

/** The quick look of the list: reference and name of the selected post. */
export function PosteDeTravailModal({ poste, onClose }: { poste: PosteDeTravail | null; onClose: () => void }) {
  return (
    <Modal show={poste !== null} onHide={onClose} centered aria-labelledby="poste-modal-title">
      <DialogHeader id="poste-modal-title">{ta('admin.posteDeTravail.modalTitle')}</DialogHeader>
      <Modal.Body>
        <dl className="mb-0">
          <dt>{ta('admin.posteDeTravail.reference')}</dt>
          <dd>{poste?.reference}</dd>
          <dt>{ta('admin.posteDeTravail.nom')}</dt>
          <dd className="mb-0">{poste?.nom}</dd>
        </dl>
      </Modal.Body>
      <Modal.Footer>
        {poste ? (
          <Link to={`/admin/poste-de-travail/fiche/${poste.id}`} className="btn btn-outline-primary">
            {ta('admin.posteDeTravail.seeFiche')}
          </Link>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {ta('admin.posteDeTravail.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

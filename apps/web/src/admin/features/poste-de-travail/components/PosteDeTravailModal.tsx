import type { PosteDeTravail } from '@recrutement/contract';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { DialogHeader } from '../../../../components/DialogHeader';

/** The quick look of the list: reference and name of the selected post. */
export function PosteDeTravailModal({ poste, onClose }: { poste: PosteDeTravail | null; onClose: () => void }) {
  return (
    <Modal show={poste !== null} onHide={onClose} centered aria-labelledby="poste-modal-title">
      <DialogHeader id="poste-modal-title">Poste de travail</DialogHeader>
      <Modal.Body>
        <dl className="mb-0">
          <dt>Référence</dt>
          <dd>{poste?.reference}</dd>
          <dt>Nom</dt>
          <dd className="mb-0">{poste?.nom}</dd>
        </dl>
      </Modal.Body>
      <Modal.Footer>
        {poste ? (
          <Link to={`/admin/poste-de-travail/fiche/${poste.id}`} className="btn btn-outline-primary">
            Voir la fiche
          </Link>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Fermer
        </button>
      </Modal.Footer>
    </Modal>
  );
}

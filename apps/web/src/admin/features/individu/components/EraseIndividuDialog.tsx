import type { ErasureSummary } from '@recrutement/contract';
import { Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../../components/DialogHeader';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { useErasureSummary } from '../api/individus';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

function WhatGoes({ summary }: { summary: ErasureSummary }) {
  if (summary.administrateur) {
    return <p className="mb-0">Cette personne détient un compte administrateur : elle ne peut pas être effacée.</p>;
  }
  return (
    <>
      <p>Seront supprimés aussitôt et définitivement :</p>
      <ul>
        <li>ses informations personnelles{summary.compte ? ' et son compte candidat' : ''} ;</li>
        <li>{plural(summary.candidatures, 'candidature', 'candidatures')}, leur historique et leurs notes ;</li>
        <li>{plural(summary.fichiers, 'fichier', 'fichiers')} joints.</li>
      </ul>
      <p className="mb-0 small text-secondary">Le journal d'audit garde la trace de l'effacement, sans son nom.</p>
    </>
  );
}

interface EraseIndividuDialogProps {
  individuId: number;
  show: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: (summary: ErasureSummary) => void;
  onClose: () => void;
}

/** The confirmation of an erasure (§10), naming who and what goes: N applications, M files. */
export function EraseIndividuDialog({ individuId, show, busy, error, onConfirm, onClose }: EraseIndividuDialogProps) {
  const summary = useErasureSummary(individuId, show);
  const data = summary.data;
  const name = data ? `${data.prenom} ${data.nom}` : 'cette personne';
  return (
    <Modal show={show} onHide={busy ? () => undefined : onClose} centered aria-labelledby={`erase-${individuId}-title`}>
      <DialogHeader id={`erase-${individuId}-title`} closeButton={!busy}>
        Effacer {name} ?
      </DialogHeader>
      <Modal.Body>
        {error ? <ErrorAlert error={error} /> : null}
        {summary.isPending ? <Loading label="Calcul de ce qui sera effacé…" /> : null}
        {summary.error ? <ErrorAlert error={summary.error} variant="warning" /> : null}
        {data ? <WhatGoes summary={data} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Annuler
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => data && onConfirm(data)}
          disabled={busy || !data || data.administrateur}
        >
          {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
          Effacer définitivement
        </button>
      </Modal.Footer>
    </Modal>
  );
}

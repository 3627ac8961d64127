import type { ErasureSummary } from '@recrutement/contract';
import { Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../../components/Dialog';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { useErasureSummary } from '../api/individus';

function WhatGoes({ summary }: { summary: ErasureSummary }) {
  if (summary.administrateur) {
    return <p className="mb-0">{ta('admin.individu.erase.admin')}</p>;
  }
  return (
    <>
      <p>{ta('admin.individu.erase.intro')}</p>
      <ul>
        <li>{ta(summary.compte ? 'admin.individu.erase.personalAndAccount' : 'admin.individu.erase.personal')}</li>
        <li>{ta('admin.individu.erase.applications', { count: summary.candidatures })}</li>
        <li>{ta('admin.individu.erase.files', { count: summary.fichiers })}</li>
      </ul>
      <p className="mb-0 small text-secondary">{ta('admin.individu.erase.audit')}</p>
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
  const name = data ? `${data.prenom} ${data.nom}` : ta('admin.individu.erase.thisPerson');
  return (
    <Modal show={show} onHide={busy ? () => undefined : onClose} centered aria-labelledby={`erase-${individuId}-title`}>
      <DialogHeader id={`erase-${individuId}-title`} closeButton={!busy}>
        {ta('admin.individu.erase.title', { name })}
      </DialogHeader>
      <Modal.Body>
        {error ? <ErrorAlert error={error} /> : null}
        {summary.isPending ? <Loading label={ta('admin.individu.erase.computing')} /> : null}
        {summary.error ? <ErrorAlert error={summary.error} variant="warning" /> : null}
        {data ? <WhatGoes summary={data} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {ta('admin.individu.erase.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => data && onConfirm(data)}
          disabled={busy || !data || data.administrateur}
        >
          {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
          {ta('admin.individu.erase.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

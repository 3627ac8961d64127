import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { t } from '../i18n/i18n';

/**
 * The header of every dialog of the site and the back office: the title as a level-2 heading whose
 * `id` the dialog's `aria-labelledby` names, and the « Fermer » close button (left out while the
 * dialog must stay open, e.g. during an erasure).
 */
export function DialogHeader({
  id,
  closeButton = true,
  children,
}: {
  id: string;
  closeButton?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal.Header closeButton={closeButton} closeLabel={t('common.close')}>
      <Modal.Title id={id} as="h2" className="h5">
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}

/**
 * The footer of a dialog's form: the cancel button, then the submit button (`variant`: `danger` for
 * what cannot be undone); both wait while the form is `pending`, the submit button with a spinner.
 */
export function DialogFooter({
  cancel,
  onCancel,
  submit,
  variant = 'primary',
  pending,
}: {
  cancel: string;
  onCancel: () => void;
  submit: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
}) {
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={pending}>
        {cancel}
      </button>
      <button type="submit" className={`btn btn-${variant}`} disabled={pending}>
        {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {submit}
      </button>
    </Modal.Footer>
  );
}

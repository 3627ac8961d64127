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

import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/PageState';
import { ta } from '../i18n';
import { Notice } from './Notice';

/**
 * Delete with the spec's confirmation. A refusal (409 "Ce poste est utilisé par 3 postes
 * vacants.") is shown in the page, above the list.
 */
export function useConfirmDelete(mutation: UseMutationResult<void, Error, number>) {
  const [target, setTarget] = useState<number | null>(null);
  const dialog = (
    <ConfirmDialog
      show={target !== null}
      message={ta('admin.ui.confirmDelete')}
      busy={mutation.isPending}
      onYes={async () => {
        if (target !== null) await mutation.mutateAsync(target);
      }}
      onClose={() => setTarget(null)}
    />
  );
  const feedback = mutation.isError ? (
    <ErrorAlert error={mutation.error} variant="danger" />
  ) : mutation.isSuccess ? (
    <Notice variant="success" role="status" onClose={() => mutation.reset()}>
      {ta('admin.ui.deleted')}
    </Notice>
  ) : null;
  const ask = (id: number) => {
    mutation.reset();
    setTarget(id);
  };
  return { ask, dialog, feedback };
}

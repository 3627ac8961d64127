import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/PageState';

const DELETE_MESSAGE = 'Are you sure want to Delete?';

/**
 * Delete with the spec's confirmation. A refusal (409 "Ce poste est utilisé par 3 postes
 * vacants.") is shown in the page, above the list.
 */
export function useConfirmDelete(mutation: UseMutationResult<void, Error, number>) {
  const [target, setTarget] = useState<number | null>(null);
  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title="Confirm !"
      message={DELETE_MESSAGE}
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
    <Alert variant="success" role="status" dismissible onClose={() => mutation.reset()} closeLabel="Fermer le message">
      Suppression effectuée.
    </Alert>
  ) : null;
  const ask = (id: number) => {
    mutation.reset();
    setTarget(id);
  };
  return { ask, dialog, feedback };
}

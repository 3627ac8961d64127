import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountInput, deleteAccountInputSchema } from '@recrutement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DialogFooter, DialogHeader } from '../../../components/Dialog';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { authStore } from '../../../lib/auth';
import { useDeleteAccount, useErasureSummary } from '../api/personal-data';
import { te } from '../i18n';

/** What goes, in words: the account, N applications and their M documents. */
function WhatGoes({ individuId, show }: { individuId: number; show: boolean }) {
  const summary = useErasureSummary(individuId, show);
  if (summary.isPending) return <Loading label={te('espace.delete.counting')} />;
  if (summary.error) return <ErrorAlert error={summary.error} variant="warning" />;
  const { candidatures, fichiers } = summary.data;
  return (
    <ul>
      <li>{te('espace.delete.account')}</li>
      <li>{te('espace.delete.applications', { count: candidatures })}</li>
      <li>{te('espace.delete.documents', { count: fichiers })}</li>
    </ul>
  );
}

/** Asks for the password again, says what will go, then deletes and signs out (§10). */
export function DeleteAccountDialog({
  individuId,
  show,
  onClose,
}: {
  individuId: number;
  show: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, reset, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    if (remove.isPending) return;
    reset();
    remove.reset();
    onClose();
  };
  const onSubmit = async (input: DeleteAccountInput) => {
    try {
      await remove.mutateAsync(input);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password']);
      return;
    }
    // The server ended the session; this browser forgets it and everything it read with it. The
    // private page's guard then leaves for the home page with this message (not for the sign-in page).
    const farewell = te('espace.delete.done');
    queryClient.clear();
    authStore.clear(farewell);
    navigate(lp('/'), { replace: true, state: { flash: farewell } });
  };
  const wrongPassword = remove.error && formState.errors.password;
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="delete-account-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={te('espace.data.delete')}>
        <DialogHeader id="delete-account-title">{te('espace.data.delete')}</DialogHeader>
        <Modal.Body>
          <p>{te('espace.delete.lead')}</p>
          <WhatGoes individuId={individuId} show={show} />
          <p>{te('espace.delete.keepCopy')}</p>
          {remove.error && !wrongPassword ? <ErrorAlert error={remove.error} /> : null}
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
        </Modal.Body>
        <DialogFooter
          cancel={t('common.cancel')}
          onCancel={close}
          submit={te('espace.delete.submit')}
          variant="danger"
          pending={remove.isPending}
        />
      </form>
    </Modal>
  );
}

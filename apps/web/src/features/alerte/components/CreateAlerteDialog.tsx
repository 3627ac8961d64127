import type { AlerteCriteres, AlerteInput } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DialogFooter, DialogHeader } from '../../../components/Dialog';
import { SelectField } from '../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { currentLang, lp, t } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';

/**
 * Kept small on purpose (it is what /offre's page pays for, through the preload list of this lazy
 * chunk): no schema here, the server checks the input and its French messages land on the fields.
 */
const frequences = () => [
  { value: 'IMMEDIATE', label: t('alertes.frequence.IMMEDIATE') },
  { value: 'QUOTIDIENNE', label: t('alertes.frequence.QUOTIDIENNE') },
  { value: 'HEBDOMADAIRE', label: t('alertes.frequence.HEBDOMADAIRE') },
];

/** The search in words, as the mails say it. */
const describe = (c: AlerteCriteres) =>
  [c.q && t('alertes.quoted', { q: c.q }), c.poste, c.typeContrat, c.lieu].filter(Boolean).join(' · ') ||
  t('alertes.allOffers');

/**
 * Saves the search as an alert (§18): the address and the frequency; a confirmation message leaves
 * (double opt-in). The answer is the same whether or not the address is known, and so is this page.
 */
export default function CreateAlerteDialog({
  show,
  criteres,
  onClose,
}: {
  show: boolean;
  criteres: AlerteCriteres;
  onClose: () => void;
}) {
  const create = useMutation({
    mutationFn: (input: AlerteInput) => api<{ message: string }>('/api/alertes', { method: 'POST', body: input }),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<AlerteInput>({
    defaultValues: { email: '', frequence: 'IMMEDIATE', langue: 'fr', criteres },
  });
  const close = () => {
    if (create.isPending) return;
    reset({ email: '', frequence: 'IMMEDIATE', langue: 'fr', criteres });
    create.reset();
    onClose();
  };
  const onSubmit = async (input: AlerteInput) => {
    try {
      await create.mutateAsync({ ...input, criteres, langue: currentLang() });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'frequence']);
    }
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="create-alerte-title">
      <DialogHeader id="create-alerte-title">{t('alertes.dialog.title')}</DialogHeader>
      {create.isSuccess ? (
        <>
          <Modal.Body>
            <div className="alert alert-success mb-0" role="status">
              <p className="fw-semibold mb-2">{t('alertes.dialog.checkInbox')}</p>
              <p className="mb-0">{create.data.message}</p>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('alertes.dialog.close')}
            </button>
          </Modal.Footer>
        </>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('alertes.dialog.title')}>
          <Modal.Body>
            <p>
              {t('alertes.dialog.intro')} <strong>{describe(criteres)}</strong>.
            </p>
            {create.error && !formState.errors.email && !formState.errors.frequence ? (
              <ErrorAlert error={create.error} />
            ) : null}
            <TextField
              label={t('alertes.dialog.email')}
              type="email"
              autoComplete="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <SelectField
              label={t('alertes.dialog.frequence')}
              options={frequences()}
              error={formState.errors.frequence?.message}
              {...register('frequence')}
            />
            <p className="small text-secondary mb-0">
              {t('alertes.dialog.notice')} (<Link to={lp('/confidentialite')}>{t('alertes.dialog.privacy')}</Link>).
            </p>
          </Modal.Body>
          <DialogFooter
            cancel={t('alertes.dialog.cancel')}
            onCancel={close}
            submit={t('alertes.dialog.submit')}
            pending={create.isPending}
          />
        </form>
      )}
    </Modal>
  );
}

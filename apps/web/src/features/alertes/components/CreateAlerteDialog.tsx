import type { AlerteCriteres, AlerteInput } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DialogHeader } from '../../../components/DialogHeader';
import { SelectField } from '../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { api } from '../../../lib/api-client';

/**
 * Kept small on purpose (it is what /offre's page pays for, through the preload list of this lazy
 * chunk): no schema here, the server checks the input and its French messages land on the fields.
 */
const FREQUENCES = [
  { value: 'IMMEDIATE', label: 'Dès qu’une offre paraît' },
  { value: 'QUOTIDIENNE', label: 'Une fois par jour au plus' },
  { value: 'HEBDOMADAIRE', label: 'Une fois par semaine au plus' },
];

/** The search in words, as the mails say it. */
const describe = (c: AlerteCriteres) =>
  [c.q && `« ${c.q} »`, c.poste, c.typeContrat, c.lieu].filter(Boolean).join(' · ') || 'toutes les offres';

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
      await create.mutateAsync({ ...input, criteres, langue: 'fr' });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'frequence']);
    }
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="create-alerte-title">
      <DialogHeader id="create-alerte-title">Créer une alerte emploi</DialogHeader>
      {create.isSuccess ? (
        <>
          <Modal.Body>
            <div className="alert alert-success mb-0" role="status">
              <p className="fw-semibold mb-2">Vérifiez votre boîte de réception.</p>
              <p className="mb-0">{create.data.message}</p>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={close}>
              Fermer
            </button>
          </Modal.Footer>
        </>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Créer une alerte emploi">
          <Modal.Body>
            <p>
              Recevez par e-mail les nouvelles offres pour : <strong>{describe(criteres)}</strong>.
            </p>
            {create.error && !formState.errors.email && !formState.errors.frequence ? (
              <ErrorAlert error={create.error} />
            ) : null}
            <TextField
              label="Adresse e-mail"
              type="email"
              autoComplete="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <SelectField
              label="Fréquence"
              options={FREQUENCES}
              error={formState.errors.frequence?.message}
              {...register('frequence')}
            />
            <p className="small text-secondary mb-0">
              Un message de confirmation vous sera envoyé : l’alerte ne démarre qu’après votre clic. Chaque message
              contient un lien de désabonnement en un clic. Votre adresse ne sert qu’à cette alerte (
              <Link to="/confidentialite">confidentialité</Link>).
            </p>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={create.isPending}>
              Annuler
            </button>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {create.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              Créer l’alerte
            </button>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}

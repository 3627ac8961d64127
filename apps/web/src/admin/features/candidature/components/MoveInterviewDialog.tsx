import { type Entretien, entretienMessages } from '@recrutement/contract';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../../components/Dialog';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { errorMessage } from '../../../../components/PageState';
import { apiText } from '../../../../i18n/i18n';
import { ApiError } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { useMoveEntretien } from '../api/entretiens';
import { InterviewStartFields } from './InterviewStartFields';
import { DUREES, durationLabel, toInputs, toInstant } from './interview-time';

/** Moves a confirmed interview (§15): everyone receives the updated invitation. */
export function MoveInterviewDialog({
  candidatureId,
  entretien,
  onClose,
}: {
  candidatureId: number;
  entretien: Entretien;
  onClose: () => void;
}) {
  const titleId = useId();
  const start = toInputs(entretien.debut ?? new Date().toISOString());
  const [when, setWhen] = useState(start);
  const [duree, setDuree] = useState(String(entretien.duree ?? 60));
  const [lieu, setLieu] = useState(entretien.lieu);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMoveEntretien(candidatureId);
  const durees = DUREES.some((d) => d.value === duree)
    ? DUREES
    : [...DUREES, { value: duree, label: durationLabel(Number(duree)) }];

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const debut = toInstant(when.date, when.time);
    const found: Record<string, string> = {};
    if (!debut) found.debut = apiText(entretienMessages.debutInvalid);
    else if (Date.parse(debut) <= Date.now()) found.debut = apiText(entretienMessages.debutPast);
    if (!lieu.trim()) found.lieu = apiText(entretienMessages.lieuRequired);
    setErrors(found);
    if (!debut || Object.keys(found).length > 0) return;
    try {
      await move.mutateAsync({ id: entretien.id, input: { debut, duree: Number(duree), lieu: lieu.trim() } });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
    }
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId}>
      <DialogHeader id={titleId}>{ta('admin.candidature.interviews.moveTitle')}</DialogHeader>
      <form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          <div className="row g-2">
            <InterviewStartFields
              value={when}
              onChange={setWhen}
              labels={{
                date: ta('admin.candidature.interviews.newDate'),
                time: ta('admin.candidature.interviews.newTime'),
              }}
              columns={{ date: 'col-sm-6', time: 'col-sm-6' }}
              error={errors.debut}
            />
          </div>
          <SelectField
            label={ta('admin.candidature.interviews.duration')}
            options={durees}
            value={duree}
            onChange={(e) => setDuree(e.target.value)}
            error={errors.duree}
          />
          <TextField
            label={ta('admin.candidature.interviews.lieu')}
            required
            value={lieu}
            maxLength={500}
            onChange={(e) => setLieu(e.target.value)}
            error={errors.lieu}
          />
          {move.isError && Object.keys(errors).length === 0 ? (
            <div className="alert alert-danger mb-0" role="alert">
              {errorMessage(move.error)}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {ta('admin.candidature.interviews.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={move.isPending}>
            {ta('admin.candidature.interviews.moveSubmit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

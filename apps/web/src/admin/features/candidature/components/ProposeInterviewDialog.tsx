import { ENTRETIEN_CRENEAUX_MAX, type EntretienInput, entretienMessages } from '@recrutement/contract';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../../components/DialogHeader';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { errorMessage } from '../../../../components/PageState';
import { ApiError } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth';
import { findUserByEmail, useProposeEntretien } from '../api/entretiens';
import { DUREES, toInstant } from './interview-time';

interface SlotDraft {
  key: number;
  date: string;
  time: string;
  duree: string;
}
interface Person {
  id: number;
  label: string;
}

let nextKey = 1;
const emptySlot = (): SlotDraft => ({ key: nextKey++, date: '', time: '', duree: '60' });

/**
 * "Proposer un entretien" (§15): 1–5 slots (date and time in the browser's zone, a length), the
 * place or video link, the participants (the signed-in recruiter, and others added by address).
 * The server checks everything again; its messages show beside the fields they name.
 */
export function ProposeInterviewDialog({
  candidatureId,
  show,
  onClose,
}: {
  candidatureId: number;
  show: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const { userId, email, user } = useAuth();
  const me: Person | null = userId
    ? { id: userId, label: user?.individu ? `${user.individu.prenom} ${user.individu.nom} (vous)` : `${email} (vous)` }
    : null;
  const [slots, setSlots] = useState<SlotDraft[]>(() => [emptySlot()]);
  const [lieu, setLieu] = useState('');
  const [people, setPeople] = useState<Person[]>(() => (me ? [me] : []));
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeEntretien(candidatureId);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const reset = () => {
    setSlots([emptySlot()]);
    setLieu('');
    setPeople(me ? [me] : []);
    setAddress('');
    setAddressError(undefined);
    setErrors({});
    propose.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const update = (key: number, patch: Partial<SlotDraft>) =>
    setSlots((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  const addPerson = async () => {
    const wanted = address.trim();
    if (!wanted) return setAddressError("Indiquez l'adresse e-mail d'un membre de l'équipe.");
    try {
      const found = await findUserByEmail(wanted);
      if (found.role === 'CANDIDAT') return setAddressError(entretienMessages.participantInvalid);
      if (people.some((p) => p.id === found.id)) return setAddressError('Cette personne participe déjà.');
      const label = found.individu ? `${found.individu.prenom} ${found.individu.nom}` : found.email;
      setPeople((all) => [...all, { id: found.id, label: `${label} · ${found.email}` }]);
      setAddress('');
      setAddressError(undefined);
    } catch (error) {
      setAddressError(
        error instanceof ApiError && error.status === 404 ? "Aucun compte n'a cette adresse." : errorMessage(error),
      );
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const creneaux = slots.map((s, i) => {
      const debut = toInstant(s.date, s.time);
      if (!debut) found[`creneaux.${i}.debut`] = entretienMessages.debutInvalid;
      else if (Date.parse(debut) <= Date.now()) found[`creneaux.${i}.debut`] = entretienMessages.debutPast;
      return { debut: debut ?? '', duree: Number(s.duree) };
    });
    if (!lieu.trim()) found.lieu = entretienMessages.lieuRequired;
    if (people.length === 0) found.participants = entretienMessages.participantsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: EntretienInput = { creneaux, lieu: lieu.trim(), participants: people.map((p) => ({ id: p.id })) };
    try {
      await propose.mutateAsync(input);
      close();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
    }
  };

  const generalError = propose.isError && Object.keys(errors).length === 0 ? errorMessage(propose.error) : undefined;
  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby={titleId}>
      <DialogHeader id={titleId}>Proposer un entretien</DialogHeader>
      <form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          <fieldset className="mb-3">
            <legend className="h6">Créneaux proposés</legend>
            <p className="form-text mt-0">
              De 1 à {ENTRETIEN_CRENEAUX_MAX} créneaux, heures de votre fuseau ({zone}). Le candidat en choisit un
              depuis le lien qu'il reçoit par e-mail.
            </p>
            {errors.creneaux ? <div className="invalid-feedback d-block mb-2">{errors.creneaux}</div> : null}
            <ol className="list-unstyled mb-2">
              {slots.map((s, i) => (
                <li key={s.key} className="row g-2 align-items-end mb-2">
                  <TextField
                    type="date"
                    label={`Date du créneau ${i + 1}`}
                    required
                    wrapperClassName="col-sm-4"
                    value={s.date}
                    onChange={(e) => update(s.key, { date: e.target.value })}
                    error={errors[`creneaux.${i}.debut`]}
                  />
                  <TextField
                    type="time"
                    label={`Heure du créneau ${i + 1}`}
                    required
                    wrapperClassName="col-sm-3"
                    value={s.time}
                    onChange={(e) => update(s.key, { time: e.target.value })}
                  />
                  <SelectField
                    label={`Durée du créneau ${i + 1}`}
                    wrapperClassName="col-sm-3"
                    options={DUREES}
                    value={s.duree}
                    onChange={(e) => update(s.key, { duree: e.target.value })}
                    error={errors[`creneaux.${i}.duree`]}
                  />
                  <div className="col-sm-2 mb-3">
                    {slots.length > 1 ? (
                      <button
                        type="button"
                        className="btn btn-outline-danger w-100"
                        onClick={() => setSlots((all) => all.filter((x) => x.key !== s.key))}
                        aria-label={`Retirer le créneau ${i + 1}`}
                      >
                        Retirer
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
            {slots.length < ENTRETIEN_CRENEAUX_MAX ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setSlots((all) => [...all, emptySlot()])}
              >
                Ajouter un créneau
              </button>
            ) : null}
          </fieldset>
          <TextField
            label="Lieu ou lien de visioconférence"
            required
            value={lieu}
            maxLength={500}
            onChange={(e) => setLieu(e.target.value)}
            error={errors.lieu}
          />
          <fieldset>
            <legend className="h6">Participants</legend>
            {errors.participants ? <div className="invalid-feedback d-block mb-2">{errors.participants}</div> : null}
            {people.length === 0 ? <p className="text-secondary">Aucun participant.</p> : null}
            <ul className="list-group mb-2">
              {people.map((p) => (
                <li key={p.id} className="list-group-item d-flex justify-content-between align-items-center gap-2">
                  <span className="text-break">{p.label}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setPeople((all) => all.filter((x) => x.id !== p.id))}
                    aria-label={`Retirer ${p.label}`}
                  >
                    Retirer
                  </button>
                </li>
              ))}
            </ul>
            <div className="row g-2 align-items-end">
              <TextField
                type="email"
                label="Ajouter un participant (adresse e-mail)"
                wrapperClassName="col-sm-8"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void addPerson();
                  }
                }}
                error={addressError}
              />
              <div className="col-sm-4 mb-3">
                <button type="button" className="btn btn-outline-primary w-100" onClick={() => void addPerson()}>
                  Ajouter
                </button>
              </div>
            </div>
          </fieldset>
          {generalError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {generalError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Annuler
          </button>
          <button type="submit" className="btn btn-primary" disabled={propose.isPending}>
            {propose.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Envoyer la proposition
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

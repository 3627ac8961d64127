import {
  ENTRETIEN_CRENEAUX_MAX,
  ENTRETIEN_PARTICIPANTS_MAX,
  type EntretienInput,
  type ParticipantChoix,
} from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { DialogHeader } from '../../../../components/Dialog';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { ErrorAlert, errorMessage, Loading } from '../../../../components/PageState';
import { apiText } from '../../../../i18n/i18n';
import { ApiError } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth';
import { ta } from '../../../i18n';
import { participantsQuery, useProposeEntretien } from '../api/entretiens';
import { InterviewStartFields } from './InterviewStartFields';
import { toInstant } from './interview-time';

interface SlotDraft {
  key: number;
  date: string;
  time: string;
  duree: string;
}

let nextKey = 1;
const emptySlot = (): SlotDraft => ({ key: nextKey++, date: '', time: '', duree: '60' });

/** The lengths a slot may have, said in the page's language. */
const dureeOptions = () =>
  [15, 30, 45, 60, 90, 120, 180, 240].map((n) => ({
    value: String(n),
    label:
      n < 60
        ? ta('admin.entretien.propose.dureeMinutes', { minutes: String(n) })
        : n % 60 === 0
          ? ta('admin.entretien.propose.dureeHours', { hours: String(n / 60) })
          : ta('admin.entretien.propose.dureeHoursMinutes', {
              hours: String(Math.floor(n / 60)),
              minutes: String(n % 60),
            }),
  }));

const nameOf = (p: ParticipantChoix) => [p.prenom, p.nom].filter(Boolean).join(' ') || `#${p.id}`;
const roleOf = (p: ParticipantChoix) =>
  p.role === 'ADMIN' || p.role === 'RECRUTEUR' || p.role === 'MEMBRE' ? ta(`admin.entretien.role.${p.role}`) : p.role;

/** One group of people to tick: the vacancy's team, or the admins and recruiters. */
function PeopleGroup({
  title,
  people,
  empty,
  chosen,
  me,
  onToggle,
}: {
  title: string;
  people: ParticipantChoix[];
  /** What to say when the group is empty; nothing is shown without it. */
  empty?: string;
  chosen: Set<number>;
  me: number | null;
  onToggle: (id: number) => void;
}) {
  if (people.length === 0) return empty ? <p className="text-body-secondary small">{empty}</p> : null;
  return (
    <fieldset className="mb-2">
      <legend className="small text-uppercase text-secondary fw-semibold mb-1">{title}</legend>
      {people.map((p) => (
        <CheckboxField
          key={p.id}
          wrapperClassName="mb-1"
          checked={chosen.has(p.id)}
          onChange={() => onToggle(p.id)}
          label={
            <>
              {p.id === me ? ta('admin.entretien.propose.you', { name: nameOf(p) }) : nameOf(p)}{' '}
              <span className="text-body-secondary small">· {roleOf(p)}</span>
            </>
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * "Proposer un entretien" (§15): 1–5 slots (date and time in the browser's zone, a length), the
 * place or video link, and the participants, ticked among the vacancy's hiring team and the admins
 * and recruiters (the signed-in staff member ticked at first). Nobody else may take part: the
 * server refuses anyone outside that list. Its messages show beside the fields they name.
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
  const { userId } = useAuth();
  const choices = useQuery({ ...participantsQuery(candidatureId), enabled: show });
  const [slots, setSlots] = useState<SlotDraft[]>(() => [emptySlot()]);
  const [lieu, setLieu] = useState('');
  // null until the first change: the signed-in staff member, when the list offers them.
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeEntretien(candidatureId);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const people = choices.data ?? [];
  const me = userId ?? null;
  const chosen = picked ?? new Set(people.filter((p) => p.id === me).map((p) => p.id));
  const team = people.filter((p) => p.equipe);
  const managers = people.filter((p) => !p.equipe);

  const reset = () => {
    setSlots([emptySlot()]);
    setLieu('');
    setPicked(null);
    setErrors({});
    propose.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const update = (key: number, patch: Partial<SlotDraft>) =>
    setSlots((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const creneaux = slots.map((s, i) => {
      const debut = toInstant(s.date, s.time);
      if (!debut) found[`creneaux.${i}.debut`] = ta('admin.entretien.propose.error.debutInvalid');
      else if (Date.parse(debut) <= Date.now())
        found[`creneaux.${i}.debut`] = ta('admin.entretien.propose.error.debutPast');
      return { debut: debut ?? '', duree: Number(s.duree) };
    });
    if (!lieu.trim()) found.lieu = ta('admin.entretien.propose.error.lieuRequired');
    if (chosen.size === 0) found.participants = ta('admin.entretien.propose.error.participantsRequired');
    else if (chosen.size > ENTRETIEN_PARTICIPANTS_MAX)
      found.participants = ta('admin.entretien.propose.error.participantsTooMany', {
        max: ENTRETIEN_PARTICIPANTS_MAX,
      });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: EntretienInput = {
      creneaux,
      lieu: lieu.trim(),
      participants: [...chosen].map((id) => ({ id })),
    };
    try {
      await propose.mutateAsync(input);
      close();
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, apiText(v)])));
    }
  };

  const generalError = propose.isError && Object.keys(errors).length === 0 ? errorMessage(propose.error) : undefined;
  const participantsError = errors.participants;
  const durees = dureeOptions();
  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby={titleId}>
      <DialogHeader id={titleId}>{ta('admin.entretien.propose.title')}</DialogHeader>
      <form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          <fieldset className="mb-3">
            <legend className="h6">{ta('admin.entretien.propose.slots')}</legend>
            <p className="form-text mt-0">
              {ta('admin.entretien.propose.slotsHint', { max: ENTRETIEN_CRENEAUX_MAX, zone })}
            </p>
            {errors.creneaux ? <div className="invalid-feedback d-block mb-2">{errors.creneaux}</div> : null}
            <ol className="list-unstyled mb-2">
              {slots.map((s, i) => (
                <li key={s.key} className="row g-2 align-items-end mb-2">
                  <InterviewStartFields
                    value={s}
                    onChange={({ date, time }) => update(s.key, { date, time })}
                    labels={{
                      date: ta('admin.entretien.propose.slotDate', { n: i + 1 }),
                      time: ta('admin.entretien.propose.slotTime', { n: i + 1 }),
                    }}
                    columns={{ date: 'col-sm-4', time: 'col-sm-3' }}
                    error={errors[`creneaux.${i}.debut`]}
                  />
                  <SelectField
                    label={ta('admin.entretien.propose.slotDuree', { n: i + 1 })}
                    wrapperClassName="col-sm-3"
                    options={durees}
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
                        aria-label={ta('admin.entretien.propose.removeSlot', { n: i + 1 })}
                      >
                        {ta('admin.entretien.propose.remove')}
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
                {ta('admin.entretien.propose.addSlot')}
              </button>
            ) : null}
          </fieldset>
          <TextField
            label={ta('admin.entretien.propose.lieu')}
            required
            value={lieu}
            maxLength={500}
            onChange={(e) => setLieu(e.target.value)}
            error={errors.lieu}
          />
          <fieldset aria-describedby={`${titleId}-participants-hint`}>
            <legend className="h6 mb-1">{ta('admin.entretien.propose.participants')}</legend>
            <p id={`${titleId}-participants-hint`} className="form-text mt-0">
              {ta('admin.entretien.propose.participantsHint')}
            </p>
            {participantsError ? (
              <div className="invalid-feedback d-block mb-2" role="alert">
                {participantsError}
              </div>
            ) : null}
            {choices.isPending ? <Loading label={ta('admin.entretien.propose.loadingParticipants')} /> : null}
            {choices.isError ? <ErrorAlert error={choices.error} variant="warning" /> : null}
            {choices.data
              ? [
                  {
                    title: ta('admin.entretien.propose.team'),
                    people: team,
                    empty: ta('admin.entretien.propose.noTeam'),
                  },
                  { title: ta('admin.entretien.propose.managers'), people: managers },
                ].map((group) => <PeopleGroup key={group.title} {...group} chosen={chosen} me={me} onToggle={toggle} />)
              : null}
          </fieldset>
          {generalError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {generalError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {ta('admin.entretien.propose.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={propose.isPending || choices.isPending}>
            {propose.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {ta('admin.entretien.propose.submit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

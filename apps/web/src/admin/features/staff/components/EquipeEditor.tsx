import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { useCan } from '../../../lib/role';
import { Notice } from '../../../ui/Notice';
import { useCriteres, useEquipe, useSetCriteres, useSetEquipe, useStaff, useStaffChoices } from '../api/team';
import { roleLabel } from './StaffPanel';

/**
 * The hiring team of a vacancy (§14), on its form: who among the active staff sees its
 * applications. An admin picks from every staff account (`GET /staff`); a recruiter from the
 * active staff's names and roles (`GET /staff/choix`: only an admin reads the addresses), with
 * the team's current members kept in the list.
 */
function TeamPicker({ posteVacantId }: { posteVacantId: number }) {
  const isAdmin = useCan('admin');
  const team = useEquipe(posteVacantId);
  const staff = useStaff(isAdmin);
  const choices = useStaffChoices(!isAdmin);
  const save = useSetEquipe(posteVacantId);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  if (team.isPending || (isAdmin ? staff.isPending : choices.isPending)) return <Loading />;
  if (team.isError) return <ErrorAlert error={team.error} variant="warning" />;
  if (!isAdmin && choices.isError) return <ErrorAlert error={choices.error} variant="warning" />;
  const current = chosen ?? new Set(team.data.map((m) => m.id));
  const people = isAdmin
    ? (staff.data ?? []).filter((s) => s.actif || current.has(s.id))
    : [
        ...team.data,
        ...(choices.data ?? []).filter((c) => !team.data.some((m) => m.id === c.id)).map((c) => ({ ...c, email: '' })),
      ];
  const toggle = (id: number) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
    setSaved(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync([...current]);
      setChosen(null);
      setSaved(true);
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby={titleId} className="mb-4">
      <h3 id={titleId} className="h6 text-uppercase text-secondary">
        {ta('admin.equipe.team.title')}
      </h3>
      {saved ? (
        <Notice variant="success" role="status" onClose={() => setSaved(false)}>
          {ta('admin.equipe.team.saved')}
        </Notice>
      ) : null}
      {save.isError ? <ErrorAlert error={save.error} /> : null}
      {people.length === 0 ? <p className="text-body-secondary">{ta('admin.equipe.team.none')}</p> : null}
      <fieldset>
        <legend className="visually-hidden">{ta('admin.equipe.team.members')}</legend>
        {people.map((person) => {
          const name = [person.prenom, person.nom].filter(Boolean).join(' ') || person.email || `#${person.id}`;
          const id = `${titleId}-${person.id}`;
          return (
            <div key={person.id} className="form-check">
              <input
                id={id}
                type="checkbox"
                className="form-check-input"
                checked={current.has(person.id)}
                onChange={() => toggle(person.id)}
              />
              <label className="form-check-label" htmlFor={id}>
                {name} <span className="text-body-secondary small">({roleLabel(person.role)})</span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <button
        type="submit"
        className="btn btn-outline-primary btn-sm mt-2"
        disabled={save.isPending || chosen === null}
      >
        {ta('admin.equipe.team.save')}
      </button>
    </form>
  );
}

/** The scorecard's criteria of a vacancy (1–12), one per line. */
function CriteresEditor({ posteVacantId }: { posteVacantId: number }) {
  const criteres = useCriteres(posteVacantId);
  const save = useSetCriteres(posteVacantId);
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  if (criteres.isPending) return <Loading />;
  if (criteres.isError) return <ErrorAlert error={criteres.error} variant="warning" />;
  const value = text ?? criteres.data.map((c) => c.libelle).join('\n');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = value
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    try {
      await save.mutateAsync({ criteres: lines.map((libelle) => ({ libelle })) });
      setText(null);
      setSaved(true);
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={onSubmit} className="mb-4">
      <label htmlFor={id} className="h6 text-uppercase text-secondary d-block">
        {ta('admin.equipe.grid.title')}
      </label>
      {saved ? (
        <Notice variant="success" role="status" onClose={() => setSaved(false)}>
          {ta('admin.equipe.grid.saved')}
        </Notice>
      ) : null}
      {save.isError ? <ErrorAlert error={save.error} /> : null}
      <textarea
        id={id}
        className="form-control"
        rows={4}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
      />
      <div id={`${id}-hint`} className="form-text">
        {ta('admin.equipe.grid.hint')}
      </div>
      <button type="submit" className="btn btn-outline-primary btn-sm mt-2" disabled={save.isPending}>
        {ta('admin.equipe.grid.save')}
      </button>
    </form>
  );
}

/** What the hiring team needs of a vacancy: who is on it and the scorecard's criteria. */
export function EquipeEditor({ posteVacantId }: { posteVacantId: number }) {
  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <TeamPicker posteVacantId={posteVacantId} />
      </div>
      <div className="col-lg-6">
        <CriteresEditor posteVacantId={posteVacantId} />
      </div>
    </div>
  );
}

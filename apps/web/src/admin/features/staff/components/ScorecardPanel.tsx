import { AVIS, type Avis, type Critere, type Evaluation } from '@recrutement/contract';
import { type FormEvent, useId, useState } from 'react';
import { TextareaField } from '../../../../components/form/TextareaField';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { locale } from '../../../../i18n/i18n';
import { ApiError } from '../../../../lib/api-client';
import { authStore } from '../../../../lib/auth';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { HeadRow } from '../../../ui/HeadRow';
import { Notice } from '../../../ui/Notice';
import { useCriteres, useEvaluations, useSubmitEvaluation } from '../api/team';

const NOTES = [1, 2, 3, 4] as const;
const avisLabel = (avis: Avis) => ta(`admin.scorecard.avis.${avis}`);
const average = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;

/** Averages per criterion and the avis counted, of the evaluations shown (§14). */
function Summary({ criteres, evaluations }: { criteres: Critere[]; evaluations: Evaluation[] }) {
  if (evaluations.length === 0) return null;
  return (
    <div className="row g-3 mb-3">
      <div className="col-md-7">
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">{ta('admin.scorecard.averageCaption')}</caption>
          <thead>
            <HeadRow columns={[ta('admin.scorecard.critere'), { label: ta('admin.scorecard.average'), end: true }]} />
          </thead>
          <tbody>
            {criteres.map((critere) => {
              const notes = evaluations.flatMap((e) =>
                e.notes.filter((n) => n.critere.id === critere.id).map((n) => n.note),
              );
              const value = average(notes);
              return (
                <tr key={critere.id}>
                  <td>{critere.libelle}</td>
                  <td className="text-end" data-testid={`moyenne-${critere.id}`}>
                    {value === null ? '—' : value.toLocaleString(locale())}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="col-md-5">
        <ul className="list-unstyled mb-0" aria-label={ta('admin.scorecard.avis')}>
          {AVIS.map((avis) => (
            <li key={avis} className="d-flex justify-content-between">
              <span>{avisLabel(avis)}</span>
              <span className="badge text-bg-light">{evaluations.filter((e) => e.avis === avis).length}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** One's own scorecard: a note 1–4 for each criterion, an avis, a comment. */
function ScorecardForm({
  candidatureId,
  criteres,
  own,
}: {
  candidatureId: number;
  criteres: Critere[];
  own: Evaluation | undefined;
}) {
  const submit = useSubmitEvaluation(candidatureId);
  const formId = useId();
  const [notes, setNotes] = useState<Record<number, number>>(() =>
    Object.fromEntries(own?.notes.map((n) => [n.critere.id, n.note]) ?? []),
  );
  const [avis, setAvis] = useState<Avis | ''>(own?.avis ?? '');
  const [commentaire, setCommentaire] = useState(own?.commentaire ?? '');
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const complete = criteres.every((c) => notes[c.id]) && avis !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setMissing(!complete);
    if (!complete || submit.isPending) return;
    try {
      await submit.mutateAsync({
        notes: criteres.map((c) => ({ critere: { id: c.id }, note: notes[c.id] as number })),
        avis,
        commentaire: commentaire.trim() || null,
      });
      setSaved(true);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="border rounded p-3 bg-light">
      <h4 id={`${formId}-title`} className="h6">
        {ta(own ? 'admin.scorecard.editMine' : 'admin.scorecard.mine')}
      </h4>
      {saved ? (
        <Notice variant="success" role="status" onClose={() => setSaved(false)}>
          {ta('admin.scorecard.saved')}
        </Notice>
      ) : null}
      {missing ? <Notice variant="warning">{ta('admin.scorecard.missing')}</Notice> : null}
      {submit.isError ? <ErrorAlert error={submit.error} /> : null}
      {criteres.map((critere) => (
        <fieldset key={critere.id} className="mb-2">
          <legend className="form-label fs-6 mb-1">{critere.libelle}</legend>
          <div
            className="btn-group"
            role="radiogroup"
            aria-label={ta('admin.scorecard.noteFor', { critere: critere.libelle })}
          >
            {NOTES.map((note) => {
              const id = `${formId}-${critere.id}-${note}`;
              return (
                <span key={note}>
                  <input
                    type="radio"
                    className="btn-check"
                    name={`${formId}-${critere.id}`}
                    id={id}
                    value={note}
                    checked={notes[critere.id] === note}
                    onChange={() => setNotes((n) => ({ ...n, [critere.id]: note }))}
                  />
                  <label className="btn btn-outline-primary btn-sm" htmlFor={id}>
                    {note}
                    <span className="visually-hidden"> {ta('admin.scorecard.outOf4')}</span>
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="mb-2">
        <label className="form-label" htmlFor={`${formId}-avis`}>
          {ta('admin.scorecard.avis')}
        </label>
        <select
          id={`${formId}-avis`}
          className="form-select"
          value={avis}
          aria-invalid={missing && avis === '' ? true : undefined}
          onChange={(event) => setAvis(event.target.value as Avis)}
        >
          <option value="">{ta('admin.scorecard.choose')}</option>
          {AVIS.map((a) => (
            <option key={a} value={a}>
              {avisLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <TextareaField
        label={ta('admin.scorecard.comment')}
        rows={3}
        value={commentaire}
        onChange={(event) => setCommentaire(event.target.value)}
        error={submit.error instanceof ApiError ? submit.error.fields.commentaire : undefined}
      />
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {ta('admin.scorecard.submit')}
      </button>
    </form>
  );
}

/**
 * The scorecards of an application on its sheet (§14): the averages, the avis counted, each
 * evaluation, and one's own form. A MEMBRE sees the others' only once it has submitted its own
 * (the server answers them then): until then the panel says how many there are.
 */
export function ScorecardPanel({ candidatureId, posteVacantId }: { candidatureId: number; posteVacantId: number }) {
  const criteres = useCriteres(posteVacantId);
  const evaluations = useEvaluations(candidatureId);
  const userId = authStore.get().userId;
  if (criteres.isPending || evaluations.isPending) return <Loading label={ta('admin.scorecard.loading')} />;
  if (criteres.isError) return <ErrorAlert error={criteres.error} variant="warning" />;
  if (evaluations.isError) return <ErrorAlert error={evaluations.error} variant="warning" />;
  if (criteres.data.length === 0) {
    return <p className="text-body-secondary">{ta('admin.scorecard.noGrid')}</p>;
  }
  const { items, total } = evaluations.data;
  const own = items.find((e) => e.auteur.id === userId);
  const hidden = total - items.length;
  return (
    <div>
      <p className="mb-2" data-testid="evaluations-total">
        {ta('admin.scorecard.count', { count: total })}
      </p>
      {hidden > 0 ? (
        <Notice variant="warning" role="status">
          {ta('admin.scorecard.hidden')}
        </Notice>
      ) : null}
      <Summary criteres={criteres.data} evaluations={items} />
      <ul className="list-unstyled">
        {items.map((e) => (
          <li key={e.id} className="border-start border-3 ps-2 mb-2" data-testid={`evaluation-${e.auteur.id}`}>
            <div className="fw-semibold">
              {[e.auteur.prenom, e.auteur.nom].filter(Boolean).join(' ') || ta('admin.scorecard.formerMember')} ·{' '}
              {avisLabel(e.avis)}
            </div>
            <div className="small text-secondary">
              {e.notes
                .map((n) => ta('admin.scorecard.noteLine', { critere: n.critere.libelle, note: n.note }))
                .join(' · ')}{' '}
              — {formatDateTime(e.date)}
            </div>
            {e.commentaire ? <p className="mb-0">{e.commentaire}</p> : null}
          </li>
        ))}
      </ul>
      <ScorecardForm key={own?.id ?? 'new'} candidatureId={candidatureId} criteres={criteres.data} own={own} />
    </div>
  );
}

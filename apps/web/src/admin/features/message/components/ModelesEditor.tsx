import { MODELE_VARIABLES, type ModeleMessage, type ModeleMessageInput, type ModeleUsage } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { apiText } from '../../../../i18n/i18n';
import { ApiError } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { useCan } from '../../../lib/role';
import { modelesQuery, useDeleteModele, useSaveModele } from '../api/modeles';

const EMPTY: ModeleMessageInput = {
  nom: '',
  usage: 'LIBRE',
  etat: null,
  sujet: { fr: '', en: '' },
  corps: { fr: '', en: '' },
};
const USAGES: ModeleUsage[] = ['LIBRE', 'REFUS'];

const toInput = (m: ModeleMessage): ModeleMessageInput => ({
  nom: m.nom,
  usage: m.usage,
  etat: m.etat,
  sujet: m.sujet,
  corps: m.corps,
});

/** The templates of §20: the list, and one form with the French and English texts side by side. */
export function ModelesEditor() {
  const query = useQuery(modelesQuery());
  const remove = useDeleteModele();
  const canWrite = useCan('manager');
  const [editing, setEditing] = useState<{ id: number | null; input: ModeleMessageInput }>({ id: null, input: EMPTY });
  return (
    <div className="row g-4">
      <section className="col-lg-4" aria-label={ta('admin.templates.list')}>
        {query.isPending ? <Loading /> : null}
        {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
        {remove.isError ? <ErrorAlert error={remove.error} /> : null}
        <ul className="list-group">
          {(query.data ?? []).map((m) => (
            <li key={m.id} className="list-group-item d-flex justify-content-between align-items-center gap-2">
              <span>
                {m.nom} <span className="badge text-bg-secondary">{ta(`admin.templates.usage.${m.usage}`)}</span>
              </span>
              {canWrite ? (
                <span className="d-flex gap-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={ta('admin.templates.edit', { nom: m.nom })}
                    onClick={() => setEditing({ id: m.id, input: toInput(m) })}
                  >
                    <i className="bi bi-pencil" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={ta('admin.templates.delete', { nom: m.nom })}
                    onClick={() => remove.mutate(m.id)}
                    disabled={remove.isPending}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {canWrite ? (
          <button
            type="button"
            className="btn btn-outline-secondary mt-2"
            onClick={() => setEditing({ id: null, input: EMPTY })}
          >
            {ta('admin.templates.new')}
          </button>
        ) : null}
      </section>
      {canWrite ? (
        <div className="col-lg-8">
          <ModeleForm
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.input}
            onSaved={(id, input) => setEditing({ id, input })}
          />
        </div>
      ) : null}
    </div>
  );
}

function ModeleForm({
  id,
  initial,
  onSaved,
}: {
  id: number | null;
  initial: ModeleMessageInput;
  onSaved: (id: number, input: ModeleMessageInput) => void;
}) {
  const uid = useId();
  const save = useSaveModele();
  const [input, setInput] = useState(initial);
  const [saved, setSaved] = useState(false);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (name: string) =>
    fields[name] ? (
      <div className="invalid-feedback d-block" id={`${uid}-${name}-error`}>
        {apiText(fields[name])}
      </div>
    ) : null;
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      const result = await save.mutateAsync({ id, input });
      setSaved(true);
      onSaved(result.id, input);
    } catch {
      // Shown beside the fields.
    }
  };
  const lang = (l: 'fr' | 'en') => (
    <fieldset className="col-md-6" lang={l}>
      <legend className="h6">{ta(l === 'fr' ? 'admin.templates.french' : 'admin.templates.english')}</legend>
      <label htmlFor={`${uid}-sujet-${l}`} className="form-label">
        {ta('admin.templates.subject')}
      </label>
      <input
        id={`${uid}-sujet-${l}`}
        className="form-control"
        value={input.sujet[l]}
        onChange={(e) => setInput({ ...input, sujet: { ...input.sujet, [l]: e.target.value } })}
        aria-invalid={fields[`sujet.${l}`] ? true : undefined}
        aria-describedby={fields[`sujet.${l}`] ? `${uid}-sujet.${l}-error` : undefined}
      />
      {fieldError(`sujet.${l}`)}
      <label htmlFor={`${uid}-corps-${l}`} className="form-label mt-2">
        {ta('admin.templates.body')}
      </label>
      <textarea
        id={`${uid}-corps-${l}`}
        rows={10}
        className="form-control font-monospace"
        value={input.corps[l]}
        onChange={(e) => setInput({ ...input, corps: { ...input.corps, [l]: e.target.value } })}
        aria-invalid={fields[`corps.${l}`] ? true : undefined}
        aria-describedby={fields[`corps.${l}`] ? `${uid}-corps.${l}-error` : undefined}
      />
      {fieldError(`corps.${l}`)}
    </fieldset>
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="row g-3 mb-3">
        <div className="col-md-8">
          <label htmlFor={`${uid}-nom`} className="form-label">
            {ta('admin.templates.name')}
          </label>
          <input
            id={`${uid}-nom`}
            className="form-control"
            value={input.nom}
            onChange={(e) => setInput({ ...input, nom: e.target.value })}
          />
          {fieldError('nom')}
        </div>
        <div className="col-md-4">
          <label htmlFor={`${uid}-usage`} className="form-label">
            {ta('admin.templates.usage')}
          </label>
          <select
            id={`${uid}-usage`}
            className="form-select"
            value={input.usage}
            onChange={(e) => setInput({ ...input, usage: e.target.value as ModeleUsage })}
          >
            {USAGES.map((u) => (
              <option key={u} value={u}>
                {ta(`admin.templates.usage.${u}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="row g-3">
        {lang('fr')}
        {lang('en')}
      </div>
      {save.isError && Object.keys(fields).length === 0 ? <ErrorAlert error={save.error} /> : null}
      {saved ? (
        <p className="text-success mt-2" role="status">
          {ta('admin.templates.saved')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-3" disabled={save.isPending}>
        {ta('admin.templates.save')}
      </button>
    </form>
  );
}

export const TEMPLATE_VARIABLES = MODELE_VARIABLES.map((v) => `{{ ${v} }}`).join(', ');

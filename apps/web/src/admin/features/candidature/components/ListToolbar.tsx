import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../components/PageState';
import { useCan } from '../../../lib/role';
import { exportCsv } from '../api/bulk-status';
import type { CandidatureListFilters } from '../api/candidatures';

const TRIS = [
  { value: '', label: 'Date (plus récentes d’abord)' },
  { value: 'date', label: 'Date (plus anciennes d’abord)' },
  { value: 'nom', label: 'Nom (A → Z)' },
  { value: '-nom', label: 'Nom (Z → A)' },
  { value: 'etat', label: 'État' },
];

/** The order of the list (`tri` in the URL) and the CSV export of the current filters. */
export function ListToolbar({ filters }: { filters: CandidatureListFilters }) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');
  // A MEMBRE may not export (§14): the button is not offered.
  const canExport = useCan('manager');
  const id = useId();
  const sort = (tri: string) => {
    const next = new URLSearchParams(params);
    if (tri) next.set('tri', tri);
    else next.delete('tri');
    next.delete('page');
    setParams(next);
  };
  const download = async () => {
    setState('busy');
    try {
      await exportCsv(filters);
      setState('idle');
    } catch (error) {
      setState({ error: `L’export a échoué : ${errorMessage(error)}` });
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
      <div>
        <label htmlFor={`${id}-tri`} className="form-label small mb-1">
          Trier par
        </label>
        <select
          id={`${id}-tri`}
          className="form-select form-select-sm"
          value={filters.tri ?? ''}
          onChange={(event) => sort(event.target.value)}
        >
          {TRIS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      {canExport ? (
        <div className="d-flex flex-column align-items-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={download}
            disabled={state === 'busy'}
          >
            <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
            {state === 'busy' ? 'Export en cours…' : 'Exporter (CSV)'}
          </button>
          {typeof state === 'object' ? (
            <span role="alert" className="text-danger small">
              {state.error}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

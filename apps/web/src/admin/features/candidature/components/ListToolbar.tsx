import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../components/PageState';
import { type AdminKey, ta } from '../../../i18n';
import { useCan } from '../../../lib/role';
import { exportCsv } from '../api/bulk-status';
import type { CandidatureListFilters } from '../api/candidatures';

const TRIS: { value: string; label: AdminKey }[] = [
  { value: '', label: 'admin.candidature.sort.newest' },
  { value: 'date', label: 'admin.candidature.sort.oldest' },
  { value: 'nom', label: 'admin.candidature.sort.nameAz' },
  { value: '-nom', label: 'admin.candidature.sort.nameZa' },
  { value: 'etat', label: 'admin.candidature.sort.status' },
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
      setState({ error: ta('admin.candidature.export.failed', { error: errorMessage(error) }) });
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
      <div>
        <label htmlFor={`${id}-tri`} className="form-label small mb-1">
          {ta('admin.candidature.sort.label')}
        </label>
        <select
          id={`${id}-tri`}
          className="form-select form-select-sm"
          value={filters.tri ?? ''}
          onChange={(event) => sort(event.target.value)}
        >
          {TRIS.map((t) => (
            <option key={t.value} value={t.value}>
              {ta(t.label)}
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
            {ta(state === 'busy' ? 'admin.candidature.export.busy' : 'admin.candidature.export.button')}
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

import type { Candidature } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../../components/PageState';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { etatCandidatureResource } from '../../../lib/resources';
import { useCan } from '../../../lib/role';
import { useBulkStatus } from '../api/bulk-status';

interface BulkStatusBarProps {
  selected: number[];
  onDone: () => void;
}

/** One status for every ticked application, in one all-or-nothing request (contract §12). */
export function BulkStatusBar(props: BulkStatusBarProps) {
  // A MEMBRE may not change statuses (§14): the bar is not offered.
  return useCan('manager') ? <BulkStatusForm {...props} /> : null;
}

function BulkStatusForm({ selected, onDone }: BulkStatusBarProps) {
  const etats = useQuery(etatCandidatureResource.allQuery());
  const bulk = useBulkStatus();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const etat = Number(new FormData(event.currentTarget).get('etat'));
    if (!etat) return setOutcome({ ok: false, text: ta('admin.candidature.bulk.chooseStatus') });
    try {
      const saved: Candidature[] = await bulk.mutateAsync({ ids: selected, etatCandidature: { id: etat } });
      const name = refLabel(saved[0]?.etatCandidature.etat ?? '');
      setOutcome({ ok: true, text: ta('admin.candidature.bulk.done', { count: saved.length, etat: name }) });
      onDone();
    } catch (error) {
      setOutcome({ ok: false, text: ta('admin.candidature.bulk.failed', { error: errorMessage(error) }) });
    }
  };
  return (
    <>
      {outcome ? (
        <div
          className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </div>
      ) : null}
      {selected.length > 0 ? (
        <form
          onSubmit={submit}
          className="admin-bulk-bar d-flex flex-wrap align-items-end gap-2 mb-3 p-2 border rounded bg-light"
          aria-label={ta('admin.candidature.bulk.form')}
        >
          <span className="fw-semibold me-2" aria-live="polite">
            {ta('admin.candidature.bulk.selected', { count: selected.length })}
          </span>
          <div>
            <label htmlFor={`${id}-etat`} className="form-label small mb-1">
              {ta('admin.candidature.bulk.newStatus')}
            </label>
            <select id={`${id}-etat`} name="etat" className="form-select form-select-sm" defaultValue="">
              <option value="">{ta('admin.candidature.status.choose')}</option>
              {(etats.data ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {refLabel(e.etat)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={bulk.isPending}>
            {ta('admin.candidature.bulk.apply')}
          </button>
        </form>
      ) : null}
    </>
  );
}

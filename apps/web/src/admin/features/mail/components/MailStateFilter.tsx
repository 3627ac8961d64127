import type { MailState } from '@recrutement/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminKey, ta } from '../../../i18n';

/** The state filter of the outbox, kept in the URL (`?etat=failed`); changing it goes back to page 1. */
export function MailStateFilter({
  value,
  labels,
}: {
  value: MailState | undefined;
  labels: Record<MailState, { label: AdminKey }>;
}) {
  const id = useId();
  const [, setParams] = useSearchParams();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <label htmlFor={id} className="form-label mb-0">
        {ta('admin.mail.filter')}
      </label>
      <select
        id={id}
        className="form-select w-auto"
        value={value ?? ''}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.delete('page');
            if (event.target.value) next.set('etat', event.target.value);
            else next.delete('etat');
            return next;
          })
        }
      >
        <option value="">{ta('admin.mail.filterAll')}</option>
        {(Object.keys(labels) as MailState[]).map((state) => (
          <option key={state} value={state}>
            {ta(labels[state].label)}
          </option>
        ))}
      </select>
    </div>
  );
}

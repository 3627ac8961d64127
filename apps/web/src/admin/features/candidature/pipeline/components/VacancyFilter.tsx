import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ta } from '../../../../i18n';
import { posteVacantResource } from '../../../../lib/resources';

/**
 * The vacancy whose pipeline is shown (`?posteVacant=`). The list of vacancies is read only when
 * the admin reaches for the select: the board itself does not wait for thousands of names.
 */
export function VacancyFilter({ posteVacant }: { posteVacant?: number }) {
  const [params, setParams] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  const all = useQuery({ ...posteVacantResource.allQuery(), enabled: wanted });
  const current = useQuery({ ...posteVacantResource.oneQuery(posteVacant ?? 0), enabled: posteVacant !== undefined });
  const id = useId();
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('posteVacant', value);
    else next.delete('posteVacant');
    setParams(next);
  };
  const options = all.data ?? (current.data ? [current.data] : []);
  return (
    <div className="mb-3" style={{ maxWidth: '28rem' }}>
      <label htmlFor={`${id}-offre`} className="form-label small mb-1">
        {ta('admin.pipeline.vacancy')}
      </label>
      <select
        id={`${id}-offre`}
        className="form-select form-select-sm"
        value={posteVacant ?? ''}
        onFocus={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}
        onChange={(event) => choose(event.target.value)}
        aria-busy={all.isFetching}
      >
        <option value="">{ta('admin.pipeline.allVacancies')}</option>
        {options.map((v) => (
          <option key={v.id} value={v.id}>
            {v.nom} ({v.session.reference})
          </option>
        ))}
      </select>
    </div>
  );
}

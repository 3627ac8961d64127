import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { posteVacantResource } from '../../../lib/resources';
import type { CandidatureListFilters } from '../api/candidatures';

/**
 * The filters the form does not show (set by a link of the dashboard or the board): the period and
 * the vacancy, each with a button that takes it off.
 */
export function ActiveFilters({ filters }: { filters: CandidatureListFilters }) {
  const [params, setParams] = useSearchParams();
  const vacancy = useQuery({
    ...posteVacantResource.oneQuery(filters.posteVacant ?? 0),
    enabled: filters.posteVacant !== undefined,
  });
  const remove = (...keys: string[]) => {
    const next = new URLSearchParams(params);
    for (const key of [...keys, 'page']) next.delete(key);
    setParams(next);
  };
  const chips: { key: string; text: string; keys: string[] }[] = [];
  if (filters.du || filters.au) {
    const text =
      filters.du && filters.au
        ? ta('admin.candidature.filters.between', { du: formatDate(filters.du), au: formatDate(filters.au) })
        : filters.du
          ? ta('admin.candidature.filters.since', { du: formatDate(filters.du) })
          : ta('admin.candidature.filters.until', { au: formatDate(filters.au) });
    chips.push({ key: 'periode', text, keys: ['du', 'au'] });
  }
  if (filters.posteVacant !== undefined) {
    const name = vacancy.data ? vacancy.data.nom : ta('admin.candidature.number', { id: String(filters.posteVacant) });
    chips.push({ key: 'offre', text: ta('admin.candidature.filters.vacancy', { name }), keys: ['posteVacant'] });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="list-inline mb-3" aria-label={ta('admin.candidature.filters.others')}>
      {chips.map((chip) => (
        <li key={chip.key} className="list-inline-item">
          <span className="badge text-bg-light border d-inline-flex align-items-center gap-2 fs-6 fw-normal text-wrap text-start">
            {chip.text}
            <button
              type="button"
              className="btn-close btn-close-sm"
              style={{ fontSize: '0.6rem' }}
              aria-label={ta('admin.candidature.filters.remove', { filter: chip.text })}
              onClick={() => remove(...chip.keys)}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { Canal, Entonnoir, PosteVacant } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The report's filters (§22), as the page's address holds them. */
export interface ReportFilters {
  posteVacant?: string;
  du?: string;
  au?: string;
  canal?: Canal | '';
}

const queryOf = (filters: ReportFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
};

/** `GET /stats/entonnoir`: the funnel and the channels of the filtered cohort. */
export const entonnoirQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...adminKeys.domain('dashboard'), 'entonnoir', filters],
    queryFn: ({ signal }) => {
      const query = queryOf(filters);
      return api<Entonnoir>(`/stats/entonnoir${query ? `?${query}` : ''}`, { signal });
    },
  });

/** The vacancies the caller may report on (a MEMBRE's: its teams'), for the filter. */
export const reportVacanciesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('poste-vacant'), 'report-filter'],
    queryFn: ({ signal }) => api<PosteVacant[]>('/poste-vacant/list', { signal }),
  });

/** A table as CSV for a spreadsheet (`;`, quoted cells), in a `data:` address the link downloads. */
export function csvHref(rows: (string | number)[][]): string {
  const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const text = rows.map((row) => row.map(cell).join(';')).join('\r\n');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}\r\n`)}`;
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api-client';
import { type AdminDomain, adminKeys } from './query-keys';

export interface PageParams {
  page: number;
  size: number;
  /** The list's own filters, sent as they are (`{ ouvert: 'true' }`). */
  filters?: Record<string, string>;
}

/**
 * The reference resources share one wire pattern (spec §7, contract §4): `list`, `add`, `{id}`,
 * `{id}/update`, `delete/{id}`. One description serves every admin screen built on it.
 */
export function crudResource<T extends { id: number }, Input>(domain: AdminDomain, base: string) {
  return {
    domain,
    pageQuery: (params: PageParams) =>
      queryOptions({
        queryKey: adminKeys.page(domain, params),
        queryFn: ({ signal }) =>
          apiPage<T>(`${base}/list`, { ...params.filters, page: params.page, size: params.size }, signal),
        placeholderData: keepPreviousData,
      }),
    oneQuery: (id: number) =>
      queryOptions({
        queryKey: adminKeys.one(domain, id),
        queryFn: ({ signal }) => api<T>(`${base}/${id}`, { signal }),
      }),
    /** The whole list, for a select (the lists behind selects are short reference lists). */
    allQuery: () =>
      queryOptions({
        queryKey: adminKeys.all(domain),
        queryFn: ({ signal }) => api<T[]>(`${base}/list`, { signal }),
      }),
    save: (id: number | undefined, input: Input) =>
      id === undefined
        ? api<T>(`${base}/add`, { method: 'POST', body: input })
        : api<T>(`${base}/${id}/update`, { method: 'POST', body: input }),
    remove: (id: number) => api<void>(`${base}/delete/${id}`, { method: 'DELETE' }),
  };
}

export type CrudResource<T extends { id: number }, Input> = ReturnType<typeof crudResource<T, Input>>;

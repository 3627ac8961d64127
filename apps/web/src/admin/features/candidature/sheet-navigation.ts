import { PAGE_SIZES, vacancyNameToSlug } from '@recrutement/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type CandidatureListParams, candidaturesPageQuery } from './api/candidatures';

/**
 * Where a sheet was opened from, carried in the navigation state: the ids of the list as the
 * admin saw it, in its order, and the list's filters and page. "Next" walks those ids, then asks
 * the server for more. Applications may leave a filtered list meanwhile (opening an `envoyée`
 * one makes it `consultée`), so what comes next is the first id not seen yet, read afresh from
 * the same page and the one after it — never a page skipped because the list shrank.
 */
export interface SheetNav {
  ids: number[];
  params: CandidatureListParams;
}

export const sheetNavState = (ids: number[], params: CandidatureListParams) => ({ sheetNav: { ids, params } });

const DEFAULT_PARAMS: CandidatureListParams = { page: 1, size: PAGE_SIZES.candidatureAdmin };

/** The context of the sheet of `id`: the one it was opened with, else the whole list from its start. */
export function readSheetNav(state: unknown, id: number): SheetNav {
  const nav = (state as { sheetNav?: SheetNav } | null)?.sheetNav;
  if (nav && Array.isArray(nav.ids) && nav.ids.includes(id)) return nav;
  return { ids: [id], params: DEFAULT_PARAMS };
}

async function idsOfPage(queryClient: QueryClient, params: CandidatureListParams, page: number): Promise<number[]> {
  if (page < 1) return [];
  const data = await queryClient.fetchQuery({ ...candidaturesPageQuery({ ...params, page }), staleTime: 0 });
  return data.items.map((c) => c.id);
}

/** The application before (-1) or after (+1) `id` in that list, with the context to carry on; null at an end. */
export async function neighbour(
  queryClient: QueryClient,
  nav: SheetNav,
  id: number,
  direction: 1 | -1,
): Promise<{ id: number; nav: SheetNav } | null> {
  const at = nav.ids.indexOf(id);
  const near = nav.ids[at + direction];
  if (near !== undefined) return { id: near, nav };
  const { page } = nav.params;
  const seen = new Set(nav.ids);
  if (direction === 1) {
    const fresh = [
      ...(await idsOfPage(queryClient, nav.params, page)),
      ...(await idsOfPage(queryClient, nav.params, page + 1)),
    ];
    const unseen = [...new Set(fresh)].filter((other) => !seen.has(other));
    const first = unseen[0];
    if (first === undefined) return null;
    return { id: first, nav: { ids: [...nav.ids, ...unseen], params: { ...nav.params, page: page + 1 } } };
  }
  const before = (await idsOfPage(queryClient, nav.params, page - 1)).filter((other) => !seen.has(other));
  const last = before.at(-1);
  if (last === undefined) return null;
  return { id: last, nav: { ids: [...before, ...nav.ids], params: { ...nav.params, page: page - 1 } } };
}

/** The list the sheet came from, to go back to it with its filters, order and page. */
export function listUrlOf(params: CandidatureListParams): string {
  const { nom, page, size: _size, ...filters } = params;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') search.set(key, String(value));
  if (page > 1) search.set('page', String(page));
  const path = nom ? `/admin/candidature/${encodeURIComponent(vacancyNameToSlug(nom))}` : '/admin/candidatures';
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

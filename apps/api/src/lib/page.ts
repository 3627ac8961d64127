import type { PaginationQuery } from '@recrutement/contract';
import { type Slice, toSlice } from './pagination.js';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A list of contract §1: the whole list, or the slice asked for with the total of all rows.
 * The count runs only when a slice was asked for.
 */
export async function paged<T>(
  query: PaginationQuery,
  load: (slice: Slice | null) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const slice = toSlice(query);
  const items = await load(slice);
  return { items, total: slice ? await count() : items.length };
}

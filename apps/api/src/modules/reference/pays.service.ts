import type { PaginationQuery, Pays } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { Page } from '../../lib/page.js';
import { toSlice } from '../../lib/pagination.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './pays.repository.js';

// French alphabetical order (ÉGYPTE between EGYPTE and ÉQUATEUR), the same on both databases,
// whose own collations would disagree on accented capitals.
const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Every country, in French alphabetical order of its name (a short fixed list, sorted here). */
export async function listPays({ db }: AppContext, query: PaginationQuery): Promise<Page<Pays>> {
  const all = (await repo.findAll(db)).sort((a, b) => collator.compare(a.designation, b.designation) || a.id - b.id);
  const slice = toSlice(query);
  return { items: slice ? all.slice(slice.offset, slice.offset + slice.limit) : all, total: all.length };
}

export async function findPays({ db }: AppContext, designation: string): Promise<Pays> {
  const row = await repo.findByDesignationKey(db, toKey(designation));
  if (!row) throw notFound(m.paysUnknown);
  return row;
}

import type { Civilite, PaginationQuery } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { type Page, paged } from '../../lib/page.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './civilite.repository.js';

export const listCivilites = ({ db }: AppContext, query: PaginationQuery): Promise<Page<Civilite>> =>
  paged(
    query,
    (slice) => repo.findAll(db, slice),
    () => repo.countAll(db),
  );

export async function findCivilite({ db }: AppContext, designation: string): Promise<Civilite> {
  const row = await repo.findByDesignationKey(db, toKey(designation));
  if (!row) throw notFound(m.civiliteUnknown);
  return row;
}

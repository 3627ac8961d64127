import type { Civilite, PaginationQuery } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages as m } from '../reference/messages.js';
import { type Page, paged } from '../reference/page.js';
import * as repo from './civilite.repository.js';

export const listCivilites = (db: Db, query: PaginationQuery): Promise<Page<Civilite>> =>
  paged(
    query,
    (slice) => repo.findAll(db, slice),
    () => repo.countAll(db),
  );

export async function findCivilite(db: Db, designation: string): Promise<Civilite> {
  const row = await repo.findByDesignationKey(db, toKey(designation));
  if (!row) throw notFound(m.civiliteUnknown);
  return row;
}

import type { PaginationQuery, TypeContrat } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages as m } from '../reference/messages.js';
import { type Page, paged } from '../reference/page.js';
import * as repo from './type-contrat.repository.js';

export const listTypesContrat = (db: Db, query: PaginationQuery): Promise<Page<TypeContrat>> =>
  paged(
    query,
    (slice) => repo.findAll(db, slice),
    () => repo.countAll(db),
  );

export async function findTypeContrat(db: Db, type: string): Promise<TypeContrat> {
  const row = await repo.findByTypeKey(db, toKey(type));
  if (!row) throw notFound(m.typeContratUnknown);
  return row;
}

import type { PaginationQuery, TypeContrat } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { type Page, paged } from '../../lib/page.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './type-contrat.repository.js';

export const listTypesContrat = ({ db }: AppContext, query: PaginationQuery): Promise<Page<TypeContrat>> =>
  paged(
    query,
    (slice) => repo.findAll(db, slice),
    () => repo.countAll(db),
  );

export async function findTypeContrat({ db }: AppContext, type: string): Promise<TypeContrat> {
  const row = await repo.findByTypeKey(db, toKey(type));
  if (!row) throw notFound(m.typeContratUnknown);
  return row;
}

import type { EtatCandidature, EtatCandidatureInput, PaginationQuery } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { type Page, paged } from '../../lib/page.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './etat-candidature.repository.js';

export const listEtats = ({ db }: AppContext, query: PaginationQuery): Promise<Page<EtatCandidature>> =>
  paged(
    query,
    (slice) => repo.findAll(db, slice),
    () => repo.countAll(db),
  );

export async function findEtat({ db }: AppContext, etat: string): Promise<EtatCandidature> {
  const row = await repo.findByEtatKey(db, toKey(etat));
  if (!row) throw notFound(m.etatUnknown);
  return row;
}

/** Renames a status; its name stays unique ignoring case (the list is fixed otherwise). */
export async function renameEtat(
  { db }: AppContext,
  id: number,
  input: EtatCandidatureInput,
): Promise<EtatCandidature> {
  if (!(await repo.findById(db, id))) throw notFound(m.etatUnknown);
  const key = toKey(input.etat);
  if (await repo.keyTaken(db, key, id)) throw conflict(m.etatTaken);
  const renamed = await guardWrite(() => repo.rename(db, id, input.etat, key), { unique: () => conflict(m.etatTaken) });
  const row = renamed ? await repo.findById(db, id) : undefined;
  if (!row) throw notFound(m.etatUnknown);
  return row;
}

import type { PosteVacant, PosteVacantFilters, PosteVacantInput } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { conflict, notFound, validation } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { type Page, paged } from '../../lib/page.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import { sanitizeDescriptif } from '../../lib/sanitize.js';
import * as repo from './poste-vacant.repository.js';

function toPosteVacant(row: repo.PosteVacantJoinedRow): PosteVacant {
  return {
    id: row.id,
    nom: row.nom,
    descriptif: row.descriptif,
    poste: { id: row.poste_id, reference: row.poste_reference, nom: row.poste_nom },
    session: {
      id: row.session_id,
      reference: row.session_reference,
      dateOuverture: row.session_date_ouverture,
      dateCloture: row.session_date_cloture,
      status: row.session_status === 1,
    },
    typeContrat: { id: row.type_contrat_id, type: row.type_contrat_type },
  };
}

/** Vacancies by id, each with its poste, session and contract type, in one query. */
export async function loadPostesVacants(db: Db, ids: number[]): Promise<Map<number, PosteVacant>> {
  const rows = await repo.findJoinedByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toPosteVacant(row)]));
}

const keyOf = (value: string | undefined) => (value ? toKey(value) : undefined);

/**
 * The vacancy list, in id order (contract §1): the public sees only open vacancies; admins see all
 * of them, or only the open ones with `ouvert=true`.
 */
export async function listPostesVacants(
  { db }: AppContext,
  filters: PosteVacantFilters,
  viewer: { admin: boolean; today: string },
): Promise<Page<PosteVacant>> {
  const criteria: repo.PosteVacantCriteria = {
    typeKey: keyOf(filters.typeContrat),
    posteKey: keyOf(filters.poste),
    nomKey: keyOf(filters.nom),
    openOn: !viewer.admin || filters.ouvert === 'true' ? viewer.today : undefined,
  };
  return paged(
    filters,
    async (slice) => (await repo.findJoined(db, criteria, slice)).map(toPosteVacant),
    () => repo.countJoined(db, criteria),
  );
}

/** Vacancies open today (active session, today within its dates): what `ouvert=true` lists. */
export function countOpenPostesVacants({ db, clock }: AppContext): Promise<number> {
  return repo.countJoined(db, { openOn: clock.today() });
}

export async function getPosteVacant({ db }: AppContext, id: number): Promise<PosteVacant> {
  const found = (await loadPostesVacants(db, [id])).get(id);
  if (!found) throw notFound(m.posteVacantUnknown);
  return found;
}

/** 400 naming each relation of the input that does not exist. */
async function assertRelations(db: Db, input: PosteVacantInput): Promise<void> {
  const exists = await repo.findRelations(db, {
    posteId: input.poste.id,
    sessionId: input.session.id,
    typeContratId: input.typeContrat.id,
  });
  const fields: Record<string, string> = {};
  if (!exists.poste) fields.poste = m.posteUnknown;
  if (!exists.session) fields.session = m.sessionUnknown;
  if (!exists.typeContrat) fields.typeContrat = m.typeContratUnknown;
  if (Object.keys(fields).length > 0) throw validation(fields);
}

function toValues(input: PosteVacantInput): repo.PosteVacantValues {
  return {
    nom: input.nom,
    nom_key: toKey(input.nom),
    descriptif: sanitizeDescriptif(input.descriptif),
    poste_id: input.poste.id,
    session_id: input.session.id,
    type_contrat_id: input.typeContrat.id,
  };
}

/** A relation deleted between the check and the write: the same 400 as the check. */
const relationRace = (db: Db, input: PosteVacantInput) => async () => {
  await assertRelations(db, input);
  return conflict(m.posteVacantUnknown);
};

export async function createPosteVacant(ctx: AppContext, input: PosteVacantInput): Promise<PosteVacant> {
  const { db } = ctx;
  await assertRelations(db, input);
  const id = await guardWrite(() => repo.insertPosteVacant(db, toValues(input)), {
    foreignKey: relationRace(db, input),
  });
  return getPosteVacant(ctx, id);
}

export async function updatePosteVacant(ctx: AppContext, id: number, input: PosteVacantInput): Promise<PosteVacant> {
  const { db } = ctx;
  if (!(await repo.existsPosteVacant(db, id))) throw notFound(m.posteVacantUnknown);
  await assertRelations(db, input);
  const updated = await guardWrite(() => repo.updatePosteVacantRow(db, id, toValues(input)), {
    foreignKey: relationRace(db, input),
  });
  if (!updated) throw notFound(m.posteVacantUnknown);
  return getPosteVacant(ctx, id);
}

/** 409 while applications point at the vacancy: they are the record of who applied. */
export async function deletePosteVacant({ db }: AppContext, id: number): Promise<void> {
  const used = await repo.countCandidatures(db, id);
  if (used > 0) throw conflict(m.posteVacantInUse(used));
  const deleted = await guardWrite(() => repo.deletePosteVacantRow(db, id), {
    foreignKey: async () => conflict(m.posteVacantInUse(await repo.countCandidatures(db, id))),
  });
  if (!deleted) throw notFound(m.posteVacantUnknown);
}

import type { Civilite, Pays } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import * as repo from './reference.repository.js';

/**
 * The reference module's entry for the other modules: the fixed lists (pays, civilité, type de
 * contrat, statut, nom de document) and the staff-managed ones (poste de travail, session) are
 * read here, in the module that owns their tables. Each list's CRUD service and routes stand
 * beside it (`<list>.service.ts`, `<list>.routes.ts`).
 */
export {
  type DesignationRef,
  findCivilitesByIds,
  findEtatById,
  findEtatIdByCode,
  findEtats,
  findPaysByIds,
} from './reference.repository.js';

/** The country a form names (`{ id }`, else `{ designation }` folded: the apply form's `datas.pays`). */
export async function resolvePays(ctx: Pick<AppContext, 'db'>, ref: repo.DesignationRef): Promise<Pays | undefined> {
  const row = await repo.findPays(ctx.db, ref);
  return row && { id: row.id, designation: row.designation, abreviation: row.abreviation, code: row.code };
}

/** The civility a form names (`{ id }`, else `{ designation }` folded: the apply form's `datas.civilite`). */
export async function resolveCivilite(
  ctx: Pick<AppContext, 'db'>,
  ref: repo.DesignationRef,
): Promise<Civilite | undefined> {
  const row = await repo.findCivilite(ctx.db, ref);
  return row && { id: row.id, designation: row.designation, abreviation: row.abreviation };
}

/** The attachment types of these folded names (`nom_document.nom_key`), their id by name; an unknown name is absent. */
export async function nomDocumentIdsByKey(ctx: Pick<AppContext, 'db'>, keys: string[]): Promise<Map<string, number>> {
  return new Map((await repo.findNomDocumentsByKeys(ctx.db, keys)).map((row) => [row.nom_key, row.id]));
}

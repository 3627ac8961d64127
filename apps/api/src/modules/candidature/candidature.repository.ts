import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Slice } from '../../lib/pagination.js';

/** Filters of the admin list; text filters already normalised (lower case, `*_key` form). */
export interface CandidatureCriteria {
  etatId?: number | undefined;
  posteVacantId?: number | undefined;
  posteNomKey?: string | undefined;
  individuId?: number | undefined;
  /** Contained in the name, first name or e-mail, ignoring case. */
  search?: string | undefined;
}

type Base = SelectQueryBuilder<Database, 'candidature', object>;

/** `%`, `_` and the escape character itself are matched literally in a contains-search. */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`;
const contains = (eb: ExpressionBuilder<Database, 'individu'>, column: 'nom' | 'prenom', pattern: string) =>
  sql<boolean>`lower(${eb.ref(`individu.${column}`)}) like ${pattern} escape '!'`;

function filtered(db: Db, c: CandidatureCriteria): Base {
  let query: Base = db.selectFrom('candidature');
  if (c.etatId !== undefined) query = query.where('candidature.etat_candidature_id', '=', c.etatId);
  if (c.posteVacantId !== undefined) query = query.where('candidature.poste_vacant_id', '=', c.posteVacantId);
  if (c.individuId !== undefined) query = query.where('candidature.individu_id', '=', c.individuId);
  const { posteNomKey, search } = c;
  if (posteNomKey !== undefined) {
    query = query.where('candidature.poste_vacant_id', 'in', (eb) =>
      eb.selectFrom('poste_vacant').select('poste_vacant.id').where('poste_vacant.nom_key', '=', posteNomKey),
    );
  }
  if (search) {
    const pattern = likePattern(search);
    query = query.where('candidature.individu_id', 'in', (eb) =>
      eb
        .selectFrom('individu')
        .select('individu.id')
        .where((w) =>
          w.or([
            contains(w, 'nom', pattern),
            contains(w, 'prenom', pattern),
            w('individu.email_key', 'like', sql<string>`${pattern} escape '!'`),
          ]),
        ),
    );
  }
  return query;
}

/** Ids of the matching applications, newest first (or in id order), one slice or all. */
export async function findCandidatureIds(
  db: Db,
  criteria: CandidatureCriteria,
  order: 'newest' | 'id',
  slice: Slice | null,
): Promise<number[]> {
  let query = filtered(db, criteria).select('candidature.id');
  query =
    order === 'newest'
      ? query.orderBy('candidature.date_candidature', 'desc').orderBy('candidature.id', 'desc')
      : query.orderBy('candidature.id', 'asc');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return (await query.execute()).map((r) => r.id);
}

export async function countCandidatures(db: Db, criteria: CandidatureCriteria): Promise<number> {
  const row = await filtered(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Application rows with their status, by id. */
export function findCandidatureRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidature')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'candidature.etat_candidature_id')
    .select([
      'candidature.id',
      'candidature.individu_id',
      'candidature.poste_vacant_id',
      'candidature.date_candidature',
      'etat_candidature.id as etat_id',
      'etat_candidature.etat',
    ])
    .where('candidature.id', 'in', ids)
    .execute();
}

export function findCandidatureOwner(db: Db, id: number) {
  return db
    .selectFrom('candidature')
    .select(['id', 'individu_id', 'etat_candidature_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findEtat(db: Db, id: number) {
  return db.selectFrom('etat_candidature').select(['id', 'etat']).where('id', '=', id).executeTakeFirst();
}

export async function updateEtat(db: Db, id: number, etatId: number): Promise<void> {
  await db.updateTable('candidature').set({ etat_candidature_id: etatId }).where('id', '=', id).execute();
}

export async function insertHistorique(
  db: Db,
  values: { candidatureId: number; etatId: number; userId: number | null; date: string },
): Promise<void> {
  await db
    .insertInto('historique_etat')
    .values({
      candidature_id: values.candidatureId,
      etat_candidature_id: values.etatId,
      user_id: values.userId,
      date_changement: values.date,
    })
    .execute();
}

/** The status history of one application, oldest first, with the e-mail of who set each status. */
export function findHistorique(db: Db, candidatureId: number) {
  return db
    .selectFrom('historique_etat')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'historique_etat.etat_candidature_id')
    .leftJoin('users', 'users.id', 'historique_etat.user_id')
    .select([
      'historique_etat.id',
      'historique_etat.date_changement',
      'etat_candidature.id as etat_id',
      'etat_candidature.etat',
      'users.email as auteur',
    ])
    .where('historique_etat.candidature_id', '=', candidatureId)
    .orderBy('historique_etat.date_changement', 'asc')
    .orderBy('historique_etat.id', 'asc')
    .execute();
}

/** Vacancy names that have applications (names equal ignoring case count together). */
export function countByPosteNom(db: Db) {
  return db
    .selectFrom('candidature')
    .innerJoin('poste_vacant', 'poste_vacant.id', 'candidature.poste_vacant_id')
    .select((eb) => [
      'poste_vacant.nom_key',
      eb.fn.min('poste_vacant.nom').as('nom'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('poste_vacant.nom_key')
    .execute();
}

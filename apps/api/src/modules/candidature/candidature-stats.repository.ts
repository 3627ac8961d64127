import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';

/*
 * The figures of the applications (the dashboard, the vacancy names with applications), each one
 * aggregate over an index, in the caller's scope (§14).
 */

/** Vacancy names that have applications (names equal ignoring case count together). */
export function countByPosteNom(db: Db, scope: Scope) {
  return inScope(db.selectFrom('candidature'), scope)
    .innerJoin('poste_vacant', 'poste_vacant.id', 'candidature.poste_vacant_id')
    .select((eb) => [
      'poste_vacant.nom_key',
      eb.fn.min('poste_vacant.nom').as('nom'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('poste_vacant.nom_key')
    .execute();
}

/** Number of applications per status id (statuses with none are absent). */
export function countByEtat(db: Db, scope: Scope) {
  return inScope(db.selectFrom('candidature'), scope)
    .select(['etat_candidature_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('etat_candidature_id')
    .execute();
}

/**
 * Applications received in each period between consecutive `bounds` (ISO instants, ascending),
 * in one statement: a count per period, each a range of the date index (a few hundred entries),
 * rather than one pass testing every period on every row.
 */
export async function countBetween(db: Db, bounds: string[], scope: Scope): Promise<number[]> {
  if (bounds.length < 2) return [];
  const counts = bounds.slice(1).map((end, i) =>
    inScope(db.selectFrom('candidature'), scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('date_candidature', '>=', bounds[i] as string)
      .where('date_candidature', '<', end)
      .$asScalar()
      .as(`p${i}`),
  );
  const row = await db.selectNoFrom(counts).executeTakeFirstOrThrow();
  const values = row as Record<string, unknown>;
  return counts.map((_, i) => Number(values[`p${i}`] ?? 0));
}

/** The vacancies with the most applications, most first (ties by id), with their counts. */
export function topPostesVacants(db: Db, limit: number, scope: Scope) {
  return inScope(db.selectFrom('candidature'), scope)
    .select(['poste_vacant_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('poste_vacant_id')
    .orderBy('n', 'desc')
    .orderBy('poste_vacant_id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Applications per status and per vacancy in one pass over `candidature` (PostgreSQL's GROUPING
 * SETS): the dashboard's two whole-table aggregates at the cost of one scan. Both columns are
 * NOT NULL, so a row's null column tells which grouping it belongs to.
 */
export function countByEtatAndVacancy(db: Db, scope: Scope) {
  return inScope(db.selectFrom('candidature'), scope)
    .select([
      'candidature.etat_candidature_id',
      'candidature.poste_vacant_id',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(sql`grouping sets ((candidature.etat_candidature_id), (candidature.poste_vacant_id))`)
    .execute() as Promise<{ etat_candidature_id: number | null; poste_vacant_id: number | null; n: number | string }[]>;
}

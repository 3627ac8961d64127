import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';

/*
 * The funnel's figures (contract §22), each one statement over the cohort's status history, on
 * both databases: window functions (LEAD, ROW_NUMBER, COUNT OVER) both have, a median as the mean
 * of the one or two middle rows, and days between two ISO instants in each dialect's own words.
 */

/** The applications of the report: received in [since, before), of a vacancy, of a channel, in scope. */
export interface FunnelCohort {
  scope: Scope;
  posteVacantId?: number | undefined;
  canal?: string | undefined;
  since?: string | undefined;
  before?: string | undefined;
}

function cohortIds(db: Db, c: FunnelCohort) {
  let query = inScope(db.selectFrom('candidature').select('candidature.id'), c.scope);
  if (c.posteVacantId !== undefined) query = query.where('candidature.poste_vacant_id', '=', c.posteVacantId);
  if (c.canal !== undefined) query = query.where('candidature.canal', '=', c.canal);
  if (c.since !== undefined) query = query.where('candidature.date_candidature', '>=', c.since);
  if (c.before !== undefined) query = query.where('candidature.date_candidature', '<', c.before);
  return query;
}

/** Days (fractional) from instant `from` to instant `to`, both ISO-8601 text. */
function daysBetween(dialect: Dialect, from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
    : sql<number>`(julianday(${to}) - julianday(${from}))`;
}

/** The median of `value` per `key` of the rows of the CTE `samples(key, value)`: `select key, median`. */
const medianOf = sql`select key, avg(value) as median from (
    select key, value, row_number() over (partition by key order by value) as rn, count(*) over (partition by key) as n
    from samples
  ) ranked where rn in ((n + 1) / 2, (n + 2) / 2) group by key`;

/** How many of the cohort's applications ever reached each status (its history holds it). */
export async function reachedByEtat(db: Db, cohort: FunnelCohort) {
  const { rows } = await sql<{ etat_id: number; n: number | string }>`
    select etat_candidature_id as etat_id, count(distinct candidature_id) as n from historique_etat
    where candidature_id in (${cohortIds(db, cohort)}) group by etat_candidature_id`.execute(db);
  return rows;
}

/**
 * The median days an application of the cohort spent in each status: per application the sum of
 * its stays there that ended (the next line of its history), so a status it is still in, or never
 * left, gives no figure.
 */
export async function medianDaysByEtat(db: Db, dialect: Dialect, cohort: FunnelCohort) {
  const { rows } = await sql<{ key: number; median: number | string }>`
    with lines as (
      select candidature_id, etat_candidature_id, date_changement,
        lead(date_changement) over (partition by candidature_id order by date_changement, id) as quitte
      from historique_etat where candidature_id in (${cohortIds(db, cohort)})
    ), samples as (
      select etat_candidature_id as key, sum(${daysBetween(dialect, sql.ref('date_changement'), sql.ref('quitte'))}) as value
      from lines where quitte is not null group by candidature_id, etat_candidature_id
    ) ${medianOf}`.execute(db);
  return rows;
}

/** The median days from application to its first status of code `code` (the hires: `ACCEPTEE`). */
export async function medianDaysTo(db: Db, dialect: Dialect, cohort: FunnelCohort, code: string) {
  const { rows } = await sql<{ key: number; median: number | string | null }>`
    with reached as (
      select c.id, c.date_candidature, min(h.date_changement) as atteint
      from candidature c
      join historique_etat h on h.candidature_id = c.id
      join etat_candidature e on e.id = h.etat_candidature_id
      where c.id in (${cohortIds(db, cohort)}) and e.code = ${code}
      group by c.id, c.date_candidature
    ), samples as (
      select 1 as key, ${daysBetween(dialect, sql.ref('date_candidature'), sql.ref('atteint'))} as value from reached
    ) ${medianOf}`.execute(db);
  return rows[0]?.median ?? null;
}

/** The cohort's applications per channel, and those whose history holds the status of code `code`. */
export async function countByCanal(db: Db, cohort: FunnelCohort, code: string) {
  const { rows } = await sql<{ canal: string; candidatures: number | string; retenues: number | string }>`
    select c.canal, count(*) as candidatures,
      sum(case when exists (
        select 1 from historique_etat h join etat_candidature e on e.id = h.etat_candidature_id
        where h.candidature_id = c.id and e.code = ${code}
      ) then 1 else 0 end) as retenues
    from candidature c where c.id in (${cohortIds(db, cohort)}) group by c.canal`.execute(db);
  return rows;
}

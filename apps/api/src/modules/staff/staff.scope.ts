import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../lib/scope.js';
import type { ScopeChecks } from '../../plugins/auth.js';

/**
 * The scope of a MEMBRE (contract §14) is the vacancies whose hiring team holds them: these are the
 * query pieces that apply it, written once beside the team table they read. Every staff read of
 * applications, and of what hangs off them (documents, history, notes, evaluations, individus,
 * figures), goes through them. The staff module's public entry: the modules that read applications
 * stand below the staff service (which uses user, individu and poste-vacant), so this file imports
 * no other module. The `Scope` value itself (`lib/scope.ts`) is plumbing.
 */

// biome-ignore lint/suspicious/noExplicitAny: any statement that reads `candidature`, whatever else it joins.
type AnySelect = SelectQueryBuilder<any, any, any>;

/** The ids of the vacancies a MEMBRE's teams hold, as a subquery (by the primary key's first column). */
const teamVacancies = (eb: ExpressionBuilder<Database, never>, userId: number) =>
  eb.selectFrom('equipe_poste_vacant').select('equipe_poste_vacant.poste_vacant_id').where('user_id', '=', userId);

/**
 * Restricts a statement that reads `candidature` to the applications in scope. The one scope
 * query: lists and their counts, the board, the dashboard, the search, documents, individus.
 */
export function inScope<Q extends AnySelect>(query: Q, scope: Scope): Q {
  if (scope.kind === 'all') return query;
  const { userId, vacancyIds } = scope;
  if (vacancyIds) {
    const base = query as unknown as SelectQueryBuilder<Database, 'candidature', unknown>;
    return (vacancyIds.length === 0
      ? base.where(sql<boolean>`1 = 0`)
      : base.where('candidature.poste_vacant_id', 'in', [...vacancyIds])) as unknown as Q;
  }
  // Every statement given here reads `candidature` itself (possibly joined to more).
  return (query as unknown as SelectQueryBuilder<Database, 'candidature', unknown>).where((eb) =>
    eb('candidature.poste_vacant_id', 'in', teamVacancies(eb as unknown as ExpressionBuilder<Database, never>, userId)),
  ) as unknown as Q;
}

/** The scope with its team's vacancies read (one indexed read by user): see `Scope.vacancyIds`. */
export async function loadScope(db: Db, scope: Scope): Promise<Scope> {
  if (scope.kind === 'all' || scope.vacancyIds) return scope;
  const rows = await db
    .selectFrom('equipe_poste_vacant')
    .select('poste_vacant_id')
    .where('user_id', '=', scope.userId)
    .execute();
  return { ...scope, vacancyIds: rows.map((r) => r.poste_vacant_id) };
}

/**
 * Whether one application is in scope. An unknown id is "in scope" for a whole scope (the service
 * then answers its own 404) and out of scope for a team: both end in a 404.
 */
export async function isCandidatureInScope(db: Db, scope: Scope, candidatureId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  const row = await inScope(db.selectFrom('candidature').select('candidature.id'), scope)
    .where('candidature.id', '=', candidatureId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether one vacancy is in scope (a MEMBRE: one of its teams). */
export async function isPosteVacantInScope(db: Db, scope: Scope, posteVacantId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  const row = await db
    .selectFrom('equipe_poste_vacant')
    .select('user_id')
    .where('user_id', '=', scope.userId)
    .where('poste_vacant_id', '=', posteVacantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a stored file belongs to an application in scope. */
export async function isDocumentInScope(db: Db, scope: Scope, where: { id?: number; nomFichier?: string }) {
  if (scope.kind === 'all') return true;
  let query = inScope(
    db
      .selectFrom('document_candidature')
      .innerJoin('candidature', 'candidature.id', 'document_candidature.candidature_id')
      .select('document_candidature.id'),
    scope,
  );
  if (where.id !== undefined) query = query.where('document_candidature.id', '=', where.id);
  if (where.nomFichier !== undefined) query = query.where('document_candidature.nom_fichier', '=', where.nomFichier);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether an individu has at least one application in scope (a MEMBRE sees only those, §14). */
export async function isIndividuInScope(db: Db, scope: Scope, individuId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  const row = await inScope(db.selectFrom('candidature').select('candidature.id'), scope)
    .where('candidature.individu_id', '=', individuId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `column in (the vacancies of the team)` for statements that alias `poste_vacant` (§14). */
export function vacancyInScopeSql(scope: Scope, column: string) {
  if (scope.kind === 'all') return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.ref(column)} in (select e.poste_vacant_id from equipe_poste_vacant e where e.user_id = ${scope.userId})`;
}

/** Individu ids with an application in scope, as a SQL condition on `column` (lists of individus). */
export function individuInScopeSql(scope: Scope, column: string) {
  if (scope.kind === 'all') return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.ref(column)} in (select c.individu_id from candidature c where c.poste_vacant_id in (select e.poste_vacant_id from equipe_poste_vacant e where e.user_id = ${scope.userId}))`;
}

/** What the access guards of plugins/auth.ts ask, handed to the plugin by app.ts. */
export const scopeChecks: ScopeChecks = {
  loadScope,
  isCandidatureInScope,
  isPosteVacantInScope,
  isDocumentInScope,
  isIndividuInScope,
};

/** The members of a vacancy's hiring team, by user id (who may take part in its interviews, §15). */
export { findEquipeIds } from './staff.repository.js';

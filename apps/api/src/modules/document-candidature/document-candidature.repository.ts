import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, DocumentCandidatureTable } from '../../db/schema.js';
import type { Slice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';

/** Applications named by a subquery of their ids (e.g. an individu's: candidature.service's `candidatureIdsOf`). */
type CandidatureIds = SelectQueryBuilder<Database, 'candidature', { id: number }>;

/** The ids of the applications in scope, as a subquery (§14). */
const candidaturesInScope = (db: Db, scope: Scope) =>
  inScope(db.selectFrom('candidature').select('candidature.id'), scope);

const COLUMNS = [
  'document_candidature.id',
  'document_candidature.candidature_id',
  'document_candidature.nom_fichier',
  'document_candidature.nom_original',
  'document_candidature.taille',
  'document_candidature.type_mime',
  'nom_document.id as nom_document_id',
  'nom_document.nom as nom_document_nom',
] as const;

function joined(db: Db) {
  return db
    .selectFrom('document_candidature')
    .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
    .select(COLUMNS);
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocumentById>>>;

/** Newest first: the latest applications' documents come first, each application's in id order. */
export function findDocuments(db: Db, slice: Slice | null, scope: Scope) {
  let query = joined(db)
    .orderBy('document_candidature.candidature_id', 'desc')
    .orderBy('document_candidature.id', 'asc');
  if (scope.kind !== 'all')
    query = query.where('document_candidature.candidature_id', 'in', candidaturesInScope(db, scope));
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countDocuments(db: Db, scope: Scope): Promise<number> {
  let query = db.selectFrom('document_candidature').select((eb) => eb.fn.countAll<number>().as('total'));
  if (scope.kind !== 'all')
    query = query.where('document_candidature.candidature_id', 'in', candidaturesInScope(db, scope));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findDocumentById(db: Db, id: number) {
  return joined(db).where('document_candidature.id', '=', id).executeTakeFirst();
}

export function findDocumentsByCandidatures(db: Db, candidatureIds: number[]) {
  if (candidatureIds.length === 0) return Promise.resolve([]);
  return joined(db)
    .where('document_candidature.candidature_id', 'in', candidatureIds)
    .orderBy('document_candidature.id', 'asc')
    .execute();
}

/** The ids of an application's documents. */
export async function findIdsOfCandidature(db: Db, candidatureId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('document_candidature')
    .select('id')
    .where('candidature_id', '=', candidatureId)
    .execute();
  return rows.map((r) => r.id);
}

/** The stored name and type of each of these documents (a document gone is absent). */
export function findFilesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_candidature')
    .select(['id', 'nom_fichier', 'type_mime'])
    .where('id', 'in', ids)
    .execute();
}

/** Ids of the applications that have documents, newest first. */
export async function findCandidatureIdsWithDocuments(db: Db, slice: Slice | null, scope: Scope): Promise<number[]> {
  let query = inScope(db.selectFrom('candidature'), scope)
    .select('candidature.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_candidature')
          .select('document_candidature.id')
          .whereRef('document_candidature.candidature_id', '=', 'candidature.id'),
      ),
    )
    .orderBy('candidature.date_candidature', 'desc')
    .orderBy('candidature.id', 'desc');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return (await query.execute()).map((r) => r.id);
}

export async function countCandidaturesWithDocuments(db: Db, scope: Scope): Promise<number> {
  let query = db
    .selectFrom('document_candidature')
    .select((eb) => eb.fn.count<number>('document_candidature.candidature_id').distinct().as('total'));
  if (scope.kind !== 'all')
    query = query.where('document_candidature.candidature_id', 'in', candidaturesInScope(db, scope));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The stored file and its application, by stored name. */
export function findFileByName(db: Db, nomFichier: string) {
  return db
    .selectFrom('document_candidature')
    .select(['id', 'candidature_id', 'nom_fichier', 'nom_original', 'type_mime'])
    .where('nom_fichier', '=', nomFichier)
    .executeTakeFirst();
}

/** Which of these stored names some row refers to. */
export async function findReferencedNames(db: Db, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom('document_candidature')
      .select('nom_fichier')
      .where('nom_fichier', 'in', names.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.nom_fichier);
  }
  return found;
}

/** The attachments of a new application (the apply flow, §5), inside the caller's transaction. */
export async function insertDocuments(db: Db, rows: Insertable<DocumentCandidatureTable>[]): Promise<void> {
  await db.insertInto('document_candidature').values(rows).execute();
}

/** The stored names of the files of these applications (a subquery: an individu's, §10). */
export async function findFileNamesOf(db: Db, candidatures: CandidatureIds): Promise<string[]> {
  const rows = await db
    .selectFrom('document_candidature')
    .select('nom_fichier')
    .where('candidature_id', 'in', candidatures)
    .execute();
  return rows.map((r) => r.nom_fichier);
}

export async function deleteDocumentsOf(db: Db, candidatures: CandidatureIds): Promise<void> {
  await db.deleteFrom('document_candidature').where('candidature_id', 'in', candidatures).execute();
}

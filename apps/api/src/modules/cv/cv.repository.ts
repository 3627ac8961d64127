import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';

/** Queues these documents of an application for reading, unless queued already; answers how many were queued. */
export async function queueDocuments(
  db: Db,
  candidatureId: number,
  documentIds: number[],
  now: string,
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const result = await db
    .insertInto('cv_texte')
    .values(
      documentIds.map((id) => ({
        document_id: id,
        candidature_id: candidatureId,
        etat: 'pending',
        tentatives: 0,
        date_maj: now,
      })),
    )
    .onConflict((oc) => oc.column('document_id').doNothing())
    .returning('document_id')
    .execute();
  return result.length;
}

/** The next documents waiting for their text, oldest first. */
export function findPending(db: Db, limit: number) {
  return db
    .selectFrom('cv_texte')
    .select(['document_id', 'tentatives'])
    .where('etat', '=', 'pending')
    .orderBy('document_id')
    .limit(limit)
    .execute();
}

export async function saveText(
  db: Db,
  documentId: number,
  values: { etat: 'done' | 'empty' | 'failed'; texte: string | null; textePlie: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('cv_texte')
    .set({ etat: values.etat, texte: values.texte, texte_plie: values.textePlie, date_maj: values.now })
    .where('document_id', '=', documentId)
    .execute();
}

/** One more failed try to read a document (its store did not answer); past `max` it is given up. */
export async function recordAttempt(db: Db, documentId: number, attempts: number, max: number, now: string) {
  await db
    .updateTable('cv_texte')
    .set({ tentatives: attempts, etat: attempts >= max ? 'failed' : 'pending', date_maj: now })
    .where('document_id', '=', documentId)
    .execute();
}

/** The texts read from the documents of these applications, CV first (lowest document id). */
export function findTexts(db: Db, candidatureIds: number[]) {
  if (candidatureIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cv_texte')
    .select(['candidature_id', 'document_id', 'texte'])
    .where('candidature_id', 'in', candidatureIds)
    .where('texte', 'is not', null)
    .orderBy('document_id')
    .execute();
}

/** The states of the texts of one application's documents (tests, the sheet). */
export function findStates(db: Db, candidatureId: number) {
  return db
    .selectFrom('cv_texte')
    .select(['document_id', 'etat', 'texte'])
    .where('candidature_id', '=', candidatureId)
    .orderBy('document_id')
    .execute();
}

/**
 * How a search in CVs meets the applications:
 * - `join`: the set of the matching applications, for the planner to join (few matches, or
 *   PostgreSQL's own choice between walking the date index and sorting the matches);
 * - `probe`: a test of each application the statement reads against the matching documents,
 *   listed once (a page read in date order among many matches, a MEMBRE's few applications, a count);
 * - `seek` (SQLite): a test of each application read, asking the full-text index about its own
 *   documents only (a page of a word that nearly every CV holds: a few applications tested).
 */
export type CvForm = 'join' | 'probe' | 'seek';

/**
 * The one interface of the word search in CVs: a condition on `candidature.id`, true when a
 * document of that application holds every word (already folded, letters and digits only).
 * SQLite asks the FTS5 table (tokenizer unicode61 without diacritics), PostgreSQL the GIN index
 * of `texte_tsv`, the stored `simple` tsvector of the folded text: whole words, case and accents ignored, on both.
 *
 * Measured on SQLite with 40,000 CV texts: `join` maps every matching document to its
 * application through the table, whose rows hold the whole text (35 ms for a word in every CV);
 * `probe` lists the FTS5 matches once (document ids straight from the index, 0.35 µs each, with a
 * Bloom filter) and tests each application's documents through the `candidature_id` index (the
 * `+` keeps SQLite from searching that index once per listed document per application): 0.3 ms for
 * a page of a word in one CV in eight; `seek` opens a full-text query per document tested (about
 * 50 µs each), 0.3 ms for a page of a word in every CV, where `probe` spends 14 ms on its list.
 * On PostgreSQL the probe (and `seek`) is the join whose matches can only come from the GIN
 * index when sequential scans are priced out (the count, `withIndexedWords`).
 */
export function cvWordsCondition(dialect: Dialect, words: string[], form: CvForm = 'join'): Expression<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const candidature = sql.ref('candidature.id');
  if (dialect === 'sqlite') {
    const query = words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');
    if (form === 'seek') {
      return sql<SqlBool>`exists (select 1 from cv_texte as cv_seek cross join cv_fts
        where cv_seek.candidature_id = ${candidature}
        and cv_fts.rowid = cv_seek.document_id and cv_fts match ${query})`;
    }
    if (form === 'probe') {
      return sql<SqlBool>`exists (select 1 from cv_texte as cv_probe
        where cv_probe.candidature_id = ${candidature}
        and +cv_probe.document_id in (select rowid from cv_fts where cv_fts match ${query}))`;
    }
    return sql<SqlBool>`${candidature} in (select cv_texte.candidature_id from cv_texte
      where cv_texte.document_id in (select rowid from cv_fts where cv_fts match ${query}))`;
  }
  const matching = sql`select cv_texte.candidature_id from cv_texte
    where cv_texte.texte_tsv @@ plainto_tsquery('simple', ${words.join(' ')})`;
  if (form === 'join') return sql<SqlBool>`${candidature} in (${matching})`;
  // `+ 0`: the matches offer no order of the `candidature_id` index, so with sequential scans
  // priced out (the count) they come from the GIN index, never from that index with each vector
  // read and tested; the planner still joins few of them by the primary key, many by a hash.
  return sql<SqlBool>`${candidature} in (select cv_texte.candidature_id + 0 from cv_texte
    where cv_texte.texte_tsv @@ plainto_tsquery('simple', ${words.join(' ')}))`;
}

import type { Db } from '../../db/index.js';
import { fitOptionalText, fitText, SERVER_TEXT_LIMITS } from '../../lib/bounded-text.js';
import type { Slice } from '../../lib/pagination.js';

/** All SQL of the audit trail (§10). */

const LIMIT = SERVER_TEXT_LIMITS.audit_log;

export interface AuditLine {
  createdAt: string;
  actorUserId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: number | null;
  individuId: number | null;
  label: string | null;
  details: string | null;
}

export async function insertLine(db: Db, line: AuditLine): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      created_at: line.createdAt,
      actor_user_id: line.actorUserId,
      // Every text is cut to its column (§10): no name, however long, can make the audited action fail.
      actor_email: fitOptionalText(line.actorEmail, LIMIT.actor_email),
      action: fitText(line.action, LIMIT.action),
      target_type: fitText(line.targetType, LIMIT.target_type),
      target_id: line.targetId,
      individu_id: line.individuId,
      label: fitOptionalText(line.label, LIMIT.label),
      details: line.details,
    })
    .execute();
}

export function findIndividuName(db: Db, individuId: number) {
  return db.selectFrom('individu').select(['prenom', 'nom']).where('id', '=', individuId).executeTakeFirst();
}

export function findCandidatureLabel(db: Db, candidatureId: number) {
  return db
    .selectFrom('candidature')
    .innerJoin('individu', 'individu.id', 'candidature.individu_id')
    .innerJoin('poste_vacant', 'poste_vacant.id', 'candidature.poste_vacant_id')
    .select(['individu.prenom', 'individu.nom', 'poste_vacant.nom as offre'])
    .where('candidature.id', '=', candidatureId)
    .executeTakeFirst();
}

export function findDocumentLabel(db: Db, documentId: number) {
  return db
    .selectFrom('document_candidature')
    .innerJoin('candidature', 'candidature.id', 'document_candidature.candidature_id')
    .innerJoin('individu', 'individu.id', 'candidature.individu_id')
    .select(['individu.prenom', 'individu.nom', 'document_candidature.nom_original', 'candidature.id as candidatureId'])
    .where('document_candidature.id', '=', documentId)
    .executeTakeFirst();
}

export async function findEtatNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('etat_candidature').select(['id', 'etat']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.etat]));
}

export function findLinesAbout(db: Db, individuId: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'target_type', 'target_id'])
    .where('individu_id', '=', individuId)
    .execute();
}

/** The line no longer says who it was about: no individu id, a label without the name. */
export async function anonymiseLine(db: Db, id: number, label: string): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ individu_id: null, label: fitText(label, LIMIT.label) })
    .where('id', '=', id)
    .execute();
}

/** The lines where the erased person acted themselves (their export) lose their e-mail. */
export async function forgetActor(db: Db, email: string): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ actor_user_id: null, actor_email: null })
    .where('actor_email', '=', email)
    .execute();
}

export function findLines(db: Db, slice: Slice | null) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countLines(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lines about individu `from` are now about `into` (a merge, §19). */
export async function moveLines(db: Db, from: number, into: number): Promise<void> {
  await db.updateTable('audit_log').set({ individu_id: into }).where('individu_id', '=', from).execute();
}

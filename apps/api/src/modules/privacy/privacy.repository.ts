import type { Db } from '../../db/index.js';

/** All SQL of personal data (§10): what a person holds, erasing it, and who is past retention. */

const ofIndividu = (db: Db, individuId: number) =>
  db.selectFrom('candidature').select('candidature.id').where('candidature.individu_id', '=', individuId);

/** The individu with its account (if any) and whether that account is an admin's. */
export function findPerson(db: Db, individuId: number) {
  return db
    .selectFrom('individu')
    .leftJoin('users', 'users.individu_id', 'individu.id')
    .leftJoin('role', 'role.id', 'users.role_id')
    .select([
      'individu.id',
      'individu.nom',
      'individu.prenom',
      'individu.email',
      'users.id as userId',
      'users.email as userEmail',
      'users.langue as langue',
      'users.email_verifie as userEmailVerifie',
      'role.name as role',
    ])
    .where('individu.id', '=', individuId)
    .executeTakeFirst();
}

/**
 * Takes the individu's row lock first (a no-op UPDATE), so that two erasures of the same person
 * run one after the other, and answers whether the row still exists.
 */
export async function lockIndividu(db: Db, individuId: number): Promise<boolean> {
  const result = await db
    .updateTable('individu')
    .set((eb) => ({ nom: eb.ref('nom') }))
    .where('id', '=', individuId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countApplications(db: Db, individuId: number): Promise<number> {
  const row = await db
    .selectFrom('candidature')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('individu_id', '=', individuId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored names of every file of this individu's applications. */
export async function findFileNames(db: Db, individuId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('document_candidature')
    .select('nom_fichier')
    .where('candidature_id', 'in', ofIndividu(db, individuId))
    .execute();
  return rows.map((r) => r.nom_fichier);
}

/**
 * Deletes every row of this individu, children first (the first schema's foreign keys do not
 * cascade). The caller holds the transaction and has queued the files.
 */
export async function deletePersonRows(db: Db, individuId: number, userId: number | null): Promise<void> {
  const candidatures = ofIndividu(db, individuId);
  await db.deleteFrom('document_candidature').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('historique_etat').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('note_candidature').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('reponse_candidature').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('candidature').where('individu_id', '=', individuId).execute();
  if (userId !== null) {
    // A status set by this account elsewhere keeps its row, without naming who set it.
    await db.updateTable('historique_etat').set({ user_id: null }).where('user_id', '=', userId).execute();
    await db.deleteFrom('account_token').where('user_id', '=', userId).execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
  }
  await db.deleteFrom('mail_outbox').where('individu_id', '=', individuId).execute();
  await db.deleteFrom('individu').where('id', '=', individuId).execute();
}

/** The first instant still inside the retention period. */
export interface RetentionCutoff {
  /** ISO instant: activity at or after it keeps the person. */
  since: string;
}

/**
 * Individus whose every activity (creation, applications, status changes, account creation and
 * sign-in) is older than the cutoff, who gave no talent-pool consent since then, and who hold no
 * admin account. `onlyId` re-checks one person inside the erasing transaction.
 */
export async function findExpired(
  db: Db,
  cutoff: RetentionCutoff,
  options: { limit?: number; afterId?: number; onlyId?: number } = {},
): Promise<number[]> {
  const { since } = cutoff;
  let query = db
    .selectFrom('individu as i')
    .select('i.id')
    .where('i.created_at', '<', since)
    .where((eb) => eb.not(eb.and([eb('i.consentement_vivier', '=', 1), eb('i.consentement_vivier_date', '>=', since)])))
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom('users as u')
              .innerJoin('role as r', 'r.id', 'u.role_id')
              .select('u.id')
              .whereRef('u.individu_id', '=', 'i.id')
              .where((w) =>
                w.or([
                  // Staff accounts (§14) are never purged.
                  w('r.name', 'in', ['ADMIN', 'RECRUTEUR', 'MEMBRE']),
                  w('u.date_creation', '>=', since),
                  w('u.last_login_at', '>=', since),
                ]),
              ),
          ),
          exists(
            selectFrom('candidature as c')
              .select('c.id')
              .whereRef('c.individu_id', '=', 'i.id')
              .where('c.date_candidature', '>=', since),
          ),
          exists(
            selectFrom('candidature as c')
              .innerJoin('historique_etat as h', 'h.candidature_id', 'c.id')
              .select('h.id')
              .whereRef('c.individu_id', '=', 'i.id')
              .where('h.date_changement', '>=', since),
          ),
          // An interview proposed, or taking place, within the period (§15) is activity too.
          exists(
            selectFrom('candidature as c')
              .innerJoin('entretien as e', 'e.candidature_id', 'c.id')
              .select('e.id')
              .whereRef('c.individu_id', '=', 'i.id')
              .where((w) => w.or([w('e.created_at', '>=', since), w('e.date_tri', '>=', since)])),
          ),
        ]),
      ),
    )
    .orderBy('i.id');
  if (options.onlyId !== undefined) query = query.where('i.id', '=', options.onlyId);
  if (options.afterId !== undefined) query = query.where('i.id', '>', options.afterId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

/** What a person holds, for the export (§10): their account and individu rows. */
export function findAccountForExport(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select([
      'users.id',
      'users.email',
      'role.name as role',
      'users.individu_id',
      'users.date_creation',
      'users.email_verifie',
      'users.last_login_at',
      'users.langue',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findIndividuForExport(db: Db, individuId: number) {
  return db
    .selectFrom('individu')
    .leftJoin('pays', 'pays.id', 'individu.pays_id')
    .leftJoin('civilite', 'civilite.id', 'individu.civilite_id')
    .select([
      'individu.id',
      'individu.nom',
      'individu.prenom',
      'individu.email',
      'individu.telephone',
      'individu.date_de_naissance',
      'individu.adresse',
      'individu.cp',
      'individu.ville',
      'individu.created_at',
      'individu.consentement_vivier',
      'individu.consentement_vivier_date',
      'pays.designation as pays',
      'civilite.designation as civilite',
    ])
    .where('individu.id', '=', individuId)
    .executeTakeFirst();
}

export function findApplicationsForExport(db: Db, individuId: number) {
  return db
    .selectFrom('candidature')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'candidature.etat_candidature_id')
    .select([
      'candidature.id',
      'candidature.poste_vacant_id',
      'candidature.date_candidature',
      'candidature.langue',
      'candidature.criteres_non_remplis',
      'etat_candidature.etat',
    ])
    .where('candidature.individu_id', '=', individuId)
    .orderBy('candidature.id')
    .execute();
}

/** Status history of the individu's applications, oldest first (who set it is not the candidate's data). */
export function findHistoryForExport(db: Db, individuId: number) {
  return db
    .selectFrom('historique_etat')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'historique_etat.etat_candidature_id')
    .select(['historique_etat.candidature_id', 'historique_etat.date_changement', 'etat_candidature.etat'])
    .where('historique_etat.candidature_id', 'in', ofIndividu(db, individuId))
    .orderBy('historique_etat.date_changement')
    .orderBy('historique_etat.id')
    .execute();
}

/** The answers to screening questions given with the individu's applications (§16), as asked. */
export function findReponsesForExport(db: Db, individuId: number) {
  return db
    .selectFrom('reponse_candidature')
    .select(['candidature_id', 'question_id', 'libelle', 'type', 'valeur'])
    .where('candidature_id', 'in', ofIndividu(db, individuId))
    .orderBy('candidature_id')
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

export function findDocumentsForExport(db: Db, individuId: number) {
  return db
    .selectFrom('document_candidature')
    .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
    .select([
      'document_candidature.id',
      'document_candidature.candidature_id',
      'document_candidature.nom_fichier',
      'document_candidature.nom_original',
      'document_candidature.taille',
      'document_candidature.type_mime',
      'nom_document.nom as nom_piece_jointe',
    ])
    .where('document_candidature.candidature_id', 'in', ofIndividu(db, individuId))
    .orderBy('document_candidature.id')
    .execute();
}

export async function isEmailVerified(db: Db, userId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('users').select('email_verifie').where('id', '=', userId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.email_verifie) === 1;
}

export function findPasswordHash(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select(['users.password_hash', 'users.individu_id', 'users.email_verifie', 'role.name as role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

import { isStaffRole, privacyMessages } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { deleteNowOrQueue, enqueueDeletion } from '../../storage/deletion-queue.js';
import { eraseAlertesOfAddress } from '../alerte/alerte.service.js';
import { deleteAccount } from '../auth/auth.service.js';
import {
  candidatureIdsOf,
  countOfIndividu,
  deleteOfIndividu,
  forgetStatusAuthor,
} from '../candidature/candidature.service.js';
import { deleteDocumentsOf, findFileNamesOf } from '../document-candidature/document-candidature.service.js';
import { eraseInterviewsOf } from '../entretien/entretien.service.js';
import { deleteEvaluationsOfIndividu } from '../evaluation/evaluation.service.js';
import { deleteIndividu, findIndividuRow, lockIndividu } from '../individu/individu.service.js';
import * as mail from '../mail/mail.service.js';
import { eraseMessagesOfIndividu } from '../message/message.service.js';
import { deleteNotesOf } from '../note/note.service.js';
import { findUserByIndividuId } from '../user/user.service.js';
import * as repo from './privacy.repository.js';

export interface Erasure {
  by: 'self' | 'admin' | 'retention';
  /** Who asked (the candidate, the admin); null for the retention job. */
  actorUserId: number | null;
  /** Retention only: erase only if the person is still past this cutoff when the row lock is held. */
  cutoff?: repo.RetentionCutoff;
}

/** The individu with its account (if any) and that account's role. */
export async function findPerson(ctx: Pick<AppContext, 'db'>, individuId: number) {
  const individu = await findIndividuRow(ctx, individuId);
  if (!individu) return undefined;
  const account = await findUserByIndividuId(ctx.db, individuId);
  return {
    id: individu.id,
    nom: individu.nom,
    prenom: individu.prenom,
    email: individu.email,
    userId: account?.id ?? null,
    userEmail: account?.email ?? null,
    langue: account?.langue ?? null,
    userEmailVerifie: account?.email_verifie ?? null,
    role: account?.role ?? null,
  };
}

/** The stored names of every file of this individu's applications. */
export const fileNamesOfIndividu = (db: Db, individuId: number) =>
  findFileNamesOf(db, candidatureIdsOf(db, individuId));

/**
 * Deletes every row of this individu, children first (the first schema's foreign keys do not
 * cascade), each through the module owning it. The caller holds the transaction and has queued the files.
 */
async function deletePersonRows(db: Db, individuId: number, userId: number | null): Promise<void> {
  const candidatures = candidatureIdsOf(db, individuId);
  await deleteDocumentsOf(db, candidatures);
  await deleteNotesOf(db, candidatures);
  await deleteOfIndividu(db, individuId);
  if (userId !== null) {
    // A status set by this account elsewhere keeps its row, without naming who set it.
    await forgetStatusAuthor(db, userId);
    await deleteAccount({ db }, userId);
  }
  await mail.deleteOfIndividu(db, individuId);
  await deleteIndividu(db, individuId);
}

export interface ErasureResult {
  individuId: number;
  applications: number;
  files: number;
}

/**
 * THE erasure of a person (§10), for the candidate, the admin and the retention job alike. Every
 * row goes in one transaction, children first; the files are queued for deletion in that same
 * transaction and removed once it has committed. A crash before the commit leaves everything in
 * place; a crash (or a store failure) after it leaves only queued names, which the
 * `file-deletion` job removes. Answers null when a retention re-check spared the person.
 */
export async function eraseIndividu(ctx: AppContext, individuId: number, erasure: Erasure) {
  const result = await retryOnForeignKey(() => eraseRows(ctx, individuId, erasure));
  if (!result) return null;
  // After the commit. A failure leaves the names queued for the job; the erasure stands.
  await deleteNowOrQueue(ctx, result.names);
  return { individuId, applications: result.applications, files: result.names.length } satisfies ErasureResult;
}

function eraseRows(ctx: AppContext, individuId: number, erasure: Erasure) {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockIndividu(tx.db, individuId))) {
      if (erasure.by === 'retention') return null;
      throw notFound(privacyMessages.individuNotFound);
    }
    const person = await findPerson(tx, individuId);
    if (!person) throw notFound(privacyMessages.individuNotFound);
    // Staff accounts (§14) are not erased as candidates are, nor purged.
    if (isStaffRole(person.role)) {
      if (erasure.by === 'retention') return null;
      throw conflict(privacyMessages.adminNotErasable);
    }
    if (erasure.cutoff && (await repo.findExpired(tx.db, erasure.cutoff, { onlyId: individuId })).length === 0) {
      return null; // Active again since it was picked (applied, signed in): kept.
    }
    const applications = await countOfIndividu(tx.db, individuId);
    const names = await fileNamesOfIndividu(tx.db, individuId);
    await enqueueDeletion(tx.db, names, ctx.clock.now());
    // The scorecards about the person go with their applications (§14).
    await deleteEvaluationsOfIndividu(tx, individuId);
    // §18: the job alerts of the account's address, when the account proved it owns it.
    if (person.userEmail && Number(person.userEmailVerifie) === 1) await eraseAlertesOfAddress(tx, person.userEmail);
    // Future interviews are cancelled (CANCEL to the participants), then every interview goes (§15).
    await eraseInterviewsOf(ctx, tx, individuId);
    // The thread of each application, both directions (§20).
    await eraseMessagesOfIndividu(tx, individuId);
    await deletePersonRows(tx.db, individuId, person.userId ?? null);
    // Last: a subscriber may write the confirmation message, which must outlive the deleted outbox rows.
    await tx.publish({
      type: 'individu.erased',
      individuId,
      email: person.email,
      langue: person.langue ?? 'fr',
      ...(person.userId ? { userId: person.userId } : {}),
      by: erasure.by,
      actorUserId: erasure.actorUserId,
      applications,
      files: names.length,
    });
    return { applications, names };
  });
}

/**
 * An application recorded for this person while the erasure ran (PostgreSQL) makes the last
 * DELETE meet a foreign key: the erasure runs again and takes that application too.
 */
async function retryOnForeignKey<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries || !isForeignKeyViolation(error)) throw error;
    }
  }
}

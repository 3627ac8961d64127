import { ETAT_CODES, isSessionOpen, messages, type UploadResponse } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { inTransaction } from '../../lib/transaction.js';
import { createCandidature, hasCandidature } from '../candidature/candidature.service.js';
import { addDocuments } from '../document-candidature/document-candidature.service.js';
import { findIndividuIdByEmail, insertIndividu, updateConsent } from '../individu/individu.service.js';
import { loadPostesVacants } from '../poste-vacant/poste-vacant.service.js';
import { findEtatIdByCode } from '../reference/reference.service.js';
import { type ApplySubmission, discardSubmissionFiles } from './apply.submission.js';
import { type ValidApplication, validateSubmission } from './apply.validation.js';

/**
 * Records an application from a read form (contract §5). Its files are already stored; on any
 * refusal or failure they are removed, and the rows are written in one transaction, so nothing
 * is left behind.
 */
export async function submitApplication(
  ctx: AppContext,
  submission: ApplySubmission,
): Promise<UploadResponse & { individuId: number; individuCreated: boolean }> {
  try {
    const valid = await validateSubmission(ctx, submission);
    await assertVacancyOpen(ctx, valid.posteVacantId);
    const ids = await recordWithRetry(ctx, valid);
    return {
      idIndividu: String(ids.individuId),
      idCandidature: ids.candidatureId,
      individuId: ids.individuId,
      individuCreated: ids.individuCreated,
    };
  } catch (error) {
    await discardSubmissionFiles(ctx, submission);
    throw error;
  }
}

async function assertVacancyOpen(ctx: AppContext, posteVacantId: number): Promise<void> {
  const vacancy = (await loadPostesVacants(ctx, [posteVacantId])).get(posteVacantId);
  if (!vacancy) throw notFound(messages.offerNotFound);
  if (!isSessionOpen(vacancy.session, ctx.clock.today())) throw conflict(messages.offerClosed);
}

/**
 * Two submissions racing for the same new e-mail (or the same vacancy) meet a unique constraint:
 * the second try then finds the individu the other created, or the application it recorded.
 */
async function recordWithRetry(ctx: AppContext, valid: ValidApplication) {
  try {
    return await recordApplication(ctx, valid);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return await recordApplication(ctx, valid);
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(messages.alreadyApplied) : error;
  }
}

async function recordApplication(ctx: AppContext, valid: ValidApplication) {
  const now = ctx.clock.nowIso();
  return inTransaction(ctx, async (tx) => {
    const etatId = await findEtatIdByCode(tx.db, ETAT_CODES.initial);
    if (etatId === undefined) throw new Error(`missing application status ${ETAT_CODES.initial}`);
    const { individuId, created: individuCreated } = await findOrCreateIndividu(tx, valid, now);
    if (await hasCandidature(tx.db, individuId, valid.posteVacantId)) throw conflict(messages.alreadyApplied);
    const candidatureId = await createCandidature(tx, {
      individuId,
      posteVacantId: valid.posteVacantId,
      etatId,
      date: now,
      langue: valid.langue,
      criteresNonRemplis: valid.criteresNonRemplis,
      reponses: valid.reponses,
      source: valid.source,
    });
    await addDocuments(
      tx,
      candidatureId,
      valid.documents.map(({ nomDocumentId, upload }) => ({ nomDocumentId, ...upload })),
    );
    await tx.publish({ type: 'candidature.created', candidatureId, individuId, posteVacantId: valid.posteVacantId });
    return { individuId, candidatureId, individuCreated };
  });
}

/** An existing individu (same e-mail, ignoring case) is reused as is: an applicant never overwrites it. */
async function findOrCreateIndividu(
  tx: TxScope,
  valid: ValidApplication,
  now: string,
): Promise<{ individuId: number; created: boolean }> {
  const { datas } = valid;
  const existing = await findIndividuIdByEmail(tx, datas.email);
  if (existing !== undefined) {
    // Nothing of the person is overwritten; only a consent given now is recorded, with its date.
    if (valid.consentementVivier) await updateConsent(tx.db, existing, now);
    return { individuId: existing, created: false };
  }
  const individuId = await insertIndividu(tx.db, {
    nom: datas.nom,
    prenom: datas.prenom,
    email: datas.email,
    telephone: datas.telephone,
    paysId: valid.pays.id,
    civiliteId: valid.civilite.id,
    createdAt: now,
    consentementVivier: valid.consentementVivier,
  });
  return { individuId, created: true };
}

/** The apply form's file sniffing (magic bytes), for other readers of uploaded files (prefill, §19). */
export { detectFileType, peek, SNIFF_BYTES } from './file-sniff.js';

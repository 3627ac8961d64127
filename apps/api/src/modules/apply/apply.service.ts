import { ETAT_CODES, isSessionOpen, messages, type UploadResponse } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  hasCandidature,
  insertCandidature,
  insertHistorique,
  insertReponses,
} from '../candidature/candidature.service.js';
import { insertDocuments } from '../document-candidature/document-candidature.service.js';
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
    const valid = await validateSubmission(ctx.db, submission);
    await assertVacancyOpen(ctx.db, valid.posteVacantId, ctx.clock.today());
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

async function assertVacancyOpen(db: Db, posteVacantId: number, today: string): Promise<void> {
  const vacancy = (await loadPostesVacants(db, [posteVacantId])).get(posteVacantId);
  if (!vacancy) throw notFound(messages.offerNotFound);
  if (!isSessionOpen(vacancy.session, today)) throw conflict(messages.offerClosed);
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
    const trx = tx.db;
    const etatId = await findEtatIdByCode(trx, ETAT_CODES.initial);
    if (etatId === undefined) throw new Error(`missing application status ${ETAT_CODES.initial}`);
    const { individuId, created: individuCreated } = await findOrCreateIndividu(trx, valid, now);
    if (await hasCandidature(trx, individuId, valid.posteVacantId)) throw conflict(messages.alreadyApplied);
    const candidatureId = await insertCandidature(trx, {
      individu_id: individuId,
      poste_vacant_id: valid.posteVacantId,
      etat_candidature_id: etatId,
      date_candidature: now,
      langue: valid.langue,
      criteres_non_remplis: valid.criteresNonRemplis ? 1 : 0,
    });
    await insertDocuments(
      trx,
      valid.documents.map(({ nomDocumentId, upload }) => ({
        candidature_id: candidatureId,
        nom_document_id: nomDocumentId,
        nom_fichier: upload.nomFichier,
        nom_original: upload.nomOriginal,
        taille: upload.taille,
        type_mime: upload.typeMime,
      })),
    );
    await insertReponses(
      trx,
      valid.reponses.map((r, ordre) => ({
        candidature_id: candidatureId,
        question_id: r.questionId,
        ordre,
        libelle: r.libelle,
        type: r.type,
        valeur: JSON.stringify(r.valeur),
      })),
    );
    await insertHistorique(trx, { candidatureId, etatId, userId: null, date: now });
    await tx.publish({ type: 'candidature.created', candidatureId, individuId, posteVacantId: valid.posteVacantId });
    return { individuId, candidatureId, individuCreated };
  });
}

/** An existing individu (same e-mail, ignoring case) is reused as is: an applicant never overwrites it. */
async function findOrCreateIndividu(
  db: Db,
  valid: ValidApplication,
  now: string,
): Promise<{ individuId: number; created: boolean }> {
  const { datas } = valid;
  const existing = await findIndividuIdByEmail(db, datas.email);
  if (existing !== undefined) {
    // Nothing of the person is overwritten; only a consent given now is recorded, with its date.
    if (valid.consentementVivier) await updateConsent(db, existing, now);
    return { individuId: existing, created: false };
  }
  const individuId = await insertIndividu(db, {
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

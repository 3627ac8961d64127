import { INITIAL_ETAT, isSessionOpen, messages, type UploadResponse } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { individuSearchKey, toKey } from '../../lib/keys.js';
import type { FileStorage } from '../../storage/index.js';
import { insertHistorique } from '../candidature/candidature.repository.js';
import { loadPostesVacants } from '../poste-vacant/poste-vacant.service.js';
import { isUniqueViolation } from '../reference/db-errors.js';
import * as repo from './apply.repository.js';
import { type ApplySubmission, discardSubmissionFiles } from './apply.submission.js';
import { type ValidApplication, validateSubmission } from './apply.validation.js';

export interface ApplyContext {
  db: Db;
  storage: FileStorage;
  /** Today's date in the configured time zone (`yyyy-MM-dd`). */
  today: string;
}

/**
 * Records an application from a read form (contract §5). Its files are already stored; on any
 * refusal or failure they are removed, and the rows are written in one transaction, so nothing
 * is left behind.
 */
export async function submitApplication(
  ctx: ApplyContext,
  submission: ApplySubmission,
): Promise<UploadResponse & { individuId: number; individuCreated: boolean }> {
  try {
    const valid = await validateSubmission(ctx.db, submission);
    await assertVacancyOpen(ctx.db, valid.posteVacantId, ctx.today);
    const ids = await recordWithRetry(ctx.db, valid);
    return {
      idIndividu: String(ids.individuId),
      idCandidature: ids.candidatureId,
      individuId: ids.individuId,
      individuCreated: ids.individuCreated,
    };
  } catch (error) {
    await discardSubmissionFiles(ctx.storage, submission);
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
async function recordWithRetry(db: Db, valid: ValidApplication) {
  try {
    return await recordApplication(db, valid);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return await recordApplication(db, valid);
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(messages.alreadyApplied) : error;
  }
}

async function recordApplication(db: Db, valid: ValidApplication) {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const etatId = await repo.findEtatIdByKey(trx, toKey(INITIAL_ETAT));
    if (etatId === undefined) throw new Error(`missing application status "${INITIAL_ETAT}"`);
    const { individuId, created: individuCreated } = await findOrCreateIndividu(trx, valid, now);
    if (await repo.hasCandidature(trx, individuId, valid.posteVacantId)) throw conflict(messages.alreadyApplied);
    const candidatureId = await repo.insertCandidature(trx, {
      individu_id: individuId,
      poste_vacant_id: valid.posteVacantId,
      etat_candidature_id: etatId,
      date_candidature: now,
    });
    await repo.insertDocuments(
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
    await insertHistorique(trx, { candidatureId, etatId, userId: null, date: now });
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
  const existing = await repo.findIndividuIdByEmailKey(db, toKey(datas.email));
  if (existing !== undefined) return { individuId: existing, created: false };
  const individuId = await repo.insertIndividu(db, {
    nom: datas.nom,
    prenom: datas.prenom,
    email: datas.email,
    email_key: toKey(datas.email),
    search_key: individuSearchKey(datas),
    telephone: datas.telephone,
    pays_id: valid.pays.id,
    civilite_id: valid.civilite.id,
    date_de_naissance: null,
    adresse: null,
    cp: null,
    ville: null,
    created_at: now,
  });
  return { individuId, created: true };
}

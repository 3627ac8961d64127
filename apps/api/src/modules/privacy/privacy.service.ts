import { type ErasureSummary, isStaffRole, type Organisation, privacyMessages } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { AppError, conflict, notFound, unauthorized, validation } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { countOfIndividu } from '../candidature/candidature.service.js';
import { findPasswordCheck } from '../user/user.service.js';
import { eraseIndividu, fileNamesOfIndividu, findPerson } from './erasure.js';

export { type Erasure, type ErasureResult, eraseIndividu } from './erasure.js';
export { exportPersonalData } from './export.js';
export { type PurgeReport, purgeExpired, RETENTION_JOB, retentionCutoff } from './retention.js';

/** The controller's values the privacy notice shows (§10). */
export function getOrganisation({ config }: AppContext): Organisation {
  return {
    nom: config.org.name,
    url: config.org.url,
    dpoEmail: config.org.dpoEmail,
    retentionMonths: config.retentionMonths,
  };
}

/** What erasing this person would remove: the confirmation names it before anything goes. */
export async function getErasureSummary(ctx: AppContext, individuId: number): Promise<ErasureSummary> {
  const { db } = ctx;
  const person = await findPerson(ctx, individuId);
  if (!person) throw notFound(privacyMessages.individuNotFound);
  const [candidatures, files] = await Promise.all([
    countOfIndividu(db, individuId),
    fileNamesOfIndividu(db, individuId),
  ]);
  return {
    individuId,
    nom: person.nom,
    prenom: person.prenom,
    candidatures,
    fichiers: files.length,
    compte: person.userId !== null,
    administrateur: isStaffRole(person.role),
  };
}

/** An admin erases a person (`DELETE /individu/{id}`): 404 unknown, 409 for an admin's individu. */
export async function eraseByAdmin(ctx: AppContext, individuId: number, adminUserId: number): Promise<void> {
  await eraseIndividu(ctx, individuId, { by: 'admin', actorUserId: adminUserId });
}

/**
 * The candidate deletes their own account (`DELETE /api/me`) after typing their password again.
 * An admin account cannot go this way (409): the platform would be left without its operator.
 * Nor can an account whose address is not verified (403 EMAIL_NOT_VERIFIED): it may have been made
 * for someone else's address, and would erase that person's applications (§9).
 */
export async function deleteOwnAccount(ctx: AppContext, userId: number, password: string): Promise<void> {
  const account = await findPasswordCheck(ctx.db, userId);
  if (!account) throw unauthorized(privacyMessages.sessionGone);
  if (isStaffRole(account.role)) throw conflict(privacyMessages.adminNotErasable);
  if (Number(account.email_verifie) !== 1) {
    throw new AppError('EMAIL_NOT_VERIFIED', privacyMessages.erasureEmailNotVerified);
  }
  if (!(await verifyPassword(account.password_hash, password))) {
    throw validation({ password: privacyMessages.passwordWrong }, privacyMessages.passwordWrong);
  }
  await eraseIndividu(ctx, account.individu_id, { by: 'self', actorUserId: userId });
}

import { type BulkStatusInput, type Candidature, ETAT_CODES, messages } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { validation } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { findEtatById, findEtatIdByCode } from '../reference/reference.service.js';
import * as repo from './candidature.repository.js';
import { candidatureNotFound, changeStatus, getCandidature, loadCandidatures } from './candidature.service.js';

/**
 * An admin opens an application's sheet (§12): while it is `envoyée` it moves to `consultée par
 * le recruteur` (an automatic change, recorded under the admin, no message), and the reading of
 * the applicant's data is published for the audit trail. Answers the application as it now is.
 */
export async function openSheet(ctx: AppContext, id: number, adminUserId: number): Promise<Candidature> {
  await inTransaction(ctx, async (tx) => {
    const current = await repo.findCandidatureOwner(tx.db, id);
    if (!current) throw candidatureNotFound();
    const [sent, consulted] = await Promise.all([
      findEtatIdByCode(tx.db, ETAT_CODES.initial),
      findEtatIdByCode(tx.db, ETAT_CODES.consulted),
    ]);
    // Found by code: renamed, they still move (a database without the codes has no automatic move).
    if (sent !== undefined && consulted !== undefined && current.etat_candidature_id === sent) {
      const date = ctx.clock.nowIso();
      await changeStatus(tx, { id, etatId: consulted, actorUserId: adminUserId, automatic: true, date });
    }
    await tx.publish({
      type: 'personal-data.accessed',
      actorUserId: adminUserId,
      action: 'candidature.read',
      targetType: 'candidature',
      targetId: id,
      individuId: current.individu_id,
    });
  });
  return getCandidature(ctx, id);
}

/**
 * One status for several applications, all or nothing (§12): every change goes through
 * `changeStatus` (history row, event, notice) in one transaction, so an unknown id or status
 * leaves every application as it was. Answers the applications in the order asked.
 */
export async function changeStatusMany(
  ctx: AppContext,
  input: BulkStatusInput,
  adminUserId: number,
): Promise<Candidature[]> {
  const ids = [...new Set(input.ids)];
  const etatId = input.etatCandidature.id;
  const date = ctx.clock.nowIso();
  await inTransaction(ctx, async (tx) => {
    if (!(await findEtatById(tx.db, etatId))) throw validation({ etatCandidature: messages.etatCandidatureUnknown });
    for (const id of ids) await changeStatus(tx, { id, etatId, actorUserId: adminUserId, date });
  });
  const byId = await loadCandidatures(ctx, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

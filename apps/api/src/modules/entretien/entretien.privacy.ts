import type { AppContext } from '../../lib/context.js';
import type { Tx } from '../../lib/transaction.js';
import * as repo from './entretien.repository.js';

// Personal data (§10).

/**
 * Erasure of a candidate, inside its transaction and before its applications go: each future
 * confirmed interview is cancelled (CANCEL to the participants, without the candidate), then
 * every interview of theirs is removed.
 */
export async function eraseInterviewsOf(ctx: AppContext, tx: Tx, individuId: number): Promise<number> {
  const ids = (await repo.findIdsOfIndividu(tx.db, individuId)).map((r) => r.id);
  const now = ctx.clock.now().getTime();
  for (const row of await repo.findEntretiens(tx.db, ids)) {
    const future = row.debut !== null && Date.parse(row.debut) > now;
    if (row.statut !== 'CONFIRME' || !future) continue;
    if (await repo.cancelIfLive(tx.db, row, ctx.clock.nowIso())) {
      await tx.publish({ type: 'entretien.changed', change: 'erased', entretienId: row.id, individuId });
    }
  }
  await repo.deleteEntretiens(tx.db, ids);
  return ids.length;
}

/** The candidate's interviews in the export (§10): no staff names. */
export async function interviewsForExport(ctx: AppContext, individuId: number) {
  const { db } = ctx;
  const rows = await repo.findForExport(db, individuId);
  const creneaux = await repo.findCreneaux(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    candidature: r.candidature_id,
    statut: r.statut,
    lieu: r.lieu,
    debut: r.debut,
    duree: r.duree === null ? null : Number(r.duree),
    creneauxProposes: creneaux
      .filter((c) => c.entretien_id === r.id)
      .map((c) => ({ debut: c.debut, duree: Number(c.duree) })),
    dateCreation: r.created_at,
  }));
}

import type { Db } from '../../db/index.js';

/**
 * The retention rule's query (§10): who is past retention, read across the tables that hold a
 * person's activity. What a person holds is read and erased by the modules owning those rows
 * (erasure.ts and export.ts call their services).
 */

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
    .where(({ not, exists, selectFrom, or }) => {
      // The person's applications: the activity below hangs off them.
      const applications = () => selectFrom('candidature as c').whereRef('c.individu_id', '=', 'i.id');
      return not(
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
          exists(applications().select('c.id').where('c.date_candidature', '>=', since)),
          exists(
            applications()
              .innerJoin('historique_etat as h', 'h.candidature_id', 'c.id')
              .select('h.id')
              .where('h.date_changement', '>=', since),
          ),
          // An interview proposed, or taking place, within the period (§15) is activity too.
          exists(
            applications()
              .innerJoin('entretien as e', 'e.candidature_id', 'c.id')
              .select('e.id')
              .where((w) => w.or([w('e.created_at', '>=', since), w('e.date_tri', '>=', since)])),
          ),
          // A reply of the candidate within the period (§20) is activity too.
          exists(
            applications()
              .innerJoin('message as m', 'm.candidature_id', 'c.id')
              .select('m.id')
              .where('m.sens', '=', 'ENTRANT')
              .where('m.recu_le', '>=', since),
          ),
        ]),
      );
    })
    .orderBy('i.id');
  if (options.onlyId !== undefined) query = query.where('i.id', '=', options.onlyId);
  if (options.afterId !== undefined) query = query.where('i.id', '>', options.afterId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

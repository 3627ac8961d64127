import type { Db } from '../db/index.js';
import { DEMO_POSTES, DEMO_VACANCIES, describeVacancy } from './demo-data.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from './factories.js';

const DEMO_LIEUX = ['Paris', 'Lyon', 'Nantes', 'Bordeaux', 'Lille', 'Télétravail'];

/** `yyyy-MM-dd` shifted by a number of days (calendar arithmetic in UTC, no time zone drift). */
export function shiftDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/**
 * Demo content of contract §8: work positions, one session open around today and a dozen vacancies
 * of several contract types. One transaction: all of it or nothing. Answers the vacancies created.
 */
export async function seedDemoData(db: Db, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const contrats = await trx.selectFrom('type_contrat').select(['id', 'type']).execute();
    const contratId = new Map(contrats.map((c) => [c.type, c.id]));
    const posteId = new Map<string, number>();
    for (const poste of DEMO_POSTES) posteId.set(poste.reference, await makePosteDeTravail(trx, poste));
    const sessionId = await makeSession(trx, {
      reference: `CAMPAGNE-${today.slice(0, 4)}`,
      dateOuverture: shiftDate(today, -14),
      dateCloture: shiftDate(today, 90),
      status: true,
    });
    const now = Date.now();
    for (const [i, vacancy] of DEMO_VACANCIES.entries()) {
      await makePosteVacant(trx, {
        // A place each, and one publication a day back from today, so the place filter and the
        // newest-first order of the careers page have something to show.
        lieu: DEMO_LIEUX[i % DEMO_LIEUX.length],
        datePublication: new Date(now - (DEMO_VACANCIES.length - i) * 86_400_000).toISOString(),
        nom: vacancy.nom,
        descriptif: describeVacancy(vacancy),
        posteId: posteId.get(vacancy.poste) as number,
        sessionId,
        typeContratId: contratId.get(vacancy.contrat) ?? contrats[0]?.id,
        salaire: vacancy.salaire,
        teletravail: vacancy.teletravail,
      });
    }
    return DEMO_VACANCIES.length;
  });
}

import { CANAUX, type Entonnoir, type EntonnoirQuery, ETAT_CODES } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import type { Scope } from '../../lib/scope.js';
import { addDays, startOfDay } from '../../lib/zoned-time.js';
import { findEtats } from '../reference/reference.service.js';
import * as repo from './candidature-funnel.repository.js';

/** A median as the report gives it: days to one decimal, null when there is none. */
const days = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * The funnel of the applications received from `du` to `au` (days of the configured time zone,
 * both included), of one vacancy and of one channel when asked, in the caller's scope (§22):
 * every status in the statuses' list order, how many reached it, the share of the previous one,
 * the median days in it; the median days to a hire (`ACCEPTEE`); the channels, every one listed.
 */
export async function funnel(ctx: AppContext, query: EntonnoirQuery, scope: Scope): Promise<Entonnoir> {
  const { db, dialect, config } = ctx;
  const cohort: repo.FunnelCohort = {
    scope,
    posteVacantId: query.posteVacant,
    canal: query.canal,
    since: query.du ? startOfDay(query.du, config.timeZone) : undefined,
    before: query.au ? startOfDay(addDays(query.au, 1), config.timeZone) : undefined,
  };
  const accepted = ETAT_CODES.accepted;
  const [etats, reached, medians, delai, canaux] = await Promise.all([
    findEtats(db),
    repo.reachedByEtat(db, cohort),
    repo.medianDaysByEtat(db, dialect, cohort),
    repo.medianDaysTo(db, dialect, cohort, accepted),
    repo.countByCanal(db, cohort, accepted),
  ]);
  const atteints = new Map(reached.map((r) => [Number(r.etat_id), Number(r.n)]));
  const medianes = new Map(medians.map((m) => [Number(m.key), days(m.median)]));
  let previous: number | null = null;
  const etapes = etats.map((e) => {
    const atteint = atteints.get(e.id) ?? 0;
    const conversion = previous === null || previous === 0 ? null : atteint / previous;
    previous = atteint;
    return { etat: { id: e.id, etat: e.etat }, atteint, conversion, medianeJours: medianes.get(e.id) ?? null };
  });
  const byCanal = new Map(canaux.map((c) => [c.canal, c]));
  return {
    etapes,
    delaiEmbauche: days(delai),
    parCanal: CANAUX.map((canal) => ({
      canal,
      candidatures: Number(byCanal.get(canal)?.candidatures ?? 0),
      retenues: Number(byCanal.get(canal)?.retenues ?? 0),
    })),
  };
}

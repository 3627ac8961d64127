import { DASHBOARD_TOP_OFFRES, DASHBOARD_WEEKS, type DashboardStats, ETAT_CODES } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import type { Scope } from '../../lib/scope.js';
import { countActiveAlertes } from '../alerte/alerte.service.js';
import { countsByEtatAndTopVacancies, countsByWeek } from '../candidature/candidature.service.js';

/** The funnel report (§22), the candidature module's: applications and their status history. */
export { funnel } from '../candidature/candidature.service.js';

import { countOpenPostesVacants } from '../poste-vacant/poste-vacant.service.js';

/**
 * The back office's figures (contract §12), each from one aggregate query over an index, each
 * equal to the total of the list it links to: open vacancies, applications nobody has opened yet
 * (`envoyée`), per status, per week for twelve weeks, and the ten vacancies with the most.
 */
export async function dashboard(ctx: AppContext, scope: Scope): Promise<DashboardStats> {
  const [offresOuvertes, { parEtat, parOffre }, parSemaine, alertesActives] = await Promise.all([
    countOpenPostesVacants(ctx, scope),
    countsByEtatAndTopVacancies(ctx, DASHBOARD_TOP_OFFRES, scope),
    countsByWeek(ctx, DASHBOARD_WEEKS, scope),
    countActiveAlertes(ctx),
  ]);
  // By code, not label: the status may have been renamed.
  const initial = parEtat.find((e) => e.code === ETAT_CODES.initial);
  return { offresOuvertes, candidaturesNonTraitees: initial?.n ?? 0, alertesActives, parEtat, parSemaine, parOffre };
}

import type { CandidatureFilters, PosteVacantFilters } from '@recrutement/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { AppContext } from '../src/lib/context.js';
import type { Scope } from '../src/lib/scope.js';
import { countsByEtat, listCandidatures, nomsPostes } from '../src/modules/candidature/candidature.service.js';
import { countEvaluations } from '../src/modules/evaluation/evaluation.service.js';
import { getIndividuByEmail, listIndividus } from '../src/modules/individu/individu.service.js';
import { countOpenPostesVacants, listPostesVacants } from '../src/modules/poste-vacant/poste-vacant.service.js';
import { dashboard } from '../src/modules/stats/stats.service.js';

/**
 * Scope is a required argument of every staff read (§14, issue 32): a call that forgets it would
 * show a MEMBRE everything, so the type checker refuses it. The calls below are never run; they are
 * read by `npm run typecheck -w @recrutement/api`, where each `@ts-expect-error` that stops finding
 * its error (a default or an optional scope come back) fails the typecheck. `npm run lint`
 * (scripts/lint-scope.mjs) refuses the default or optional forms themselves.
 */
describe('a staff read without its scope', () => {
  it('is refused by the type checker', () => {
    const withoutScope = (ctx: AppContext, filters: CandidatureFilters, offres: PosteVacantFilters) => [
      // @ts-expect-error the dashboard's figures are a MEMBRE's or everyone's: the call says whose
      dashboard(ctx),
      // @ts-expect-error the applications list
      listCandidatures(ctx, filters),
      // @ts-expect-error the vacancy names with applications
      nomsPostes(ctx, {}),
      // @ts-expect-error the figures per status
      countsByEtat(ctx),
      // @ts-expect-error the individus
      listIndividus(ctx, null),
      // @ts-expect-error one individu by address
      getIndividuByEmail(ctx, 'a@example.com'),
      // @ts-expect-error the evaluations' counts of the board
      countEvaluations(ctx, [1]),
      // @ts-expect-error the open vacancies' count
      countOpenPostesVacants(ctx),
      // @ts-expect-error the staff's vacancy list: its viewer carries the scope
      listPostesVacants(ctx, offres, { admin: true, today: '2026-01-01' }),
    ];
    expectTypeOf(withoutScope).toBeFunction();
    expectTypeOf(dashboard).parameter(1).toEqualTypeOf<Scope>();
    expectTypeOf(listCandidatures).parameter(2).toEqualTypeOf<Scope>();
  });
});

import type { DashboardStats } from '@recrutement/contract';
import { describe, expect, it } from 'vitest';
import { initialEtatId } from './stats';

const stats = (parEtat: DashboardStats['parEtat']): DashboardStats => ({
  offresOuvertes: 0,
  candidaturesNonTraitees: 0,
  alertesActives: 0,
  parEtat,
  parSemaine: [],
  parOffre: [],
});

describe('the status new applications start in (the dashboard’s “not opened yet” link)', () => {
  it('is found by its code, even renamed (issue 19)', () => {
    expect(
      initialEtatId(
        stats([
          { id: 7, etat: 'envoyée', n: 0, code: null },
          { id: 1, etat: 'Reçue', n: 3, code: 'ENVOYEE' },
        ]),
      ),
    ).toBe(1);
  });
  it('falls back on the label when the server says no codes', () => {
    expect(initialEtatId(stats([{ id: 4, etat: 'Envoyée', n: 1 }]))).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { compileCriteria, matches, prepare, vacancyDocument } from './alerte.matching.js';

/** The matching rules alone, including §16's criteria (remote work, pay) once the columns exist. */
const row = {
  search_text: 'developpeur kotlin une equipe produit a lyon',
  poste_nom: 'Ingénieur logiciel',
  poste_key: 'ingénieur logiciel',
  type_key: 'cdi',
  lieu_key: 'lyon',
  teletravail: 'PARTIEL',
  salaire_max_annuel: 48_000,
};
const withColumns = prepare(vacancyDocument(row, { teletravail: true, salaire: true }));
const withoutColumns = prepare(vacancyDocument(row, { teletravail: false, salaire: false }));
const test = (criteres: Parameters<typeof compileCriteria>[0], v = withColumns) =>
  matches(compileCriteria(criteres), v);

describe('alert matching', () => {
  it('q: every word starts a word of the text or is in the work position, ignoring case and accents', () => {
    expect(test({ q: 'Développeur' })).toBe(true);
    expect(test({ q: 'dev kot' })).toBe(true);
    expect(test({ q: 'INGENIEUR' })).toBe(true);
    expect(test({ q: 'giciel' })).toBe(true);
    expect(test({ q: 'loppeur' })).toBe(false);
    expect(test({ q: 'kotlin java' })).toBe(false);
  });

  it('typeContrat, poste and lieu: equal ignoring case', () => {
    expect(test({ typeContrat: 'CDI', poste: 'Ingénieur Logiciel', lieu: 'LYON' })).toBe(true);
    expect(test({ typeContrat: 'CDD' })).toBe(false);
    expect(test({ poste: 'Ingénieur' })).toBe(false);
    expect(test({ lieu: 'Lyon 3e' })).toBe(false);
  });

  it('teletravail and salaireMin once the vacancy has those columns (§16); no range, no match', () => {
    expect(test({ teletravail: 'PARTIEL', salaireMin: 48_000 })).toBe(true);
    expect(test({ teletravail: 'TOTAL' })).toBe(false);
    expect(test({ salaireMin: 48_001 })).toBe(false);
    const noRange = prepare(
      vacancyDocument({ ...row, salaire_max_annuel: null }, { teletravail: true, salaire: true }),
    );
    expect(test({ salaireMin: 1 }, noRange)).toBe(false);
    // Before the columns exist these two are not criteria yet.
    expect(test({ teletravail: 'TOTAL', salaireMin: 1_000_000 }, withoutColumns)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { annualSalary, formatSalaire } from './offre.js';
import { asksPayHistory } from './pay-history.js';
import { checkReponses, missesAttendu, type QuestionPublique } from './questions.js';

/** Intl groups French thousands with a narrow no-break space. */
const plain = (text: string | null) => text?.replace(/\u202f|\u00a0/g, ' ');

describe('pay range (§16)', () => {
  it('reads as people write it, one figure when min = max', () => {
    expect(plain(formatSalaire({ salaireMin: 35000, salaireMax: 42000, salairePeriode: 'AN' }))).toBe(
      '35 000 – 42 000 € brut par an',
    );
    expect(plain(formatSalaire({ salaireMin: 2500, salaireMax: 2500, salairePeriode: 'MOIS' }))).toBe(
      '2 500 € brut par mois',
    );
    expect(formatSalaire({ salaireMin: 12, salaireMax: 14, salairePeriode: 'HEURE' })).toBe(
      '12 – 14 € brut de l’heure',
    );
    expect(formatSalaire({ salaireMin: null, salaireMax: null, salairePeriode: null })).toBeNull();
  });

  it('turns a maximum into its yearly figure (MOIS × 12, HEURE × 1,607)', () => {
    expect(annualSalary(3500, 'MOIS')).toBe(42000);
    expect(annualSalary(14, 'HEURE')).toBe(22498);
    expect(annualSalary(40000, 'AN')).toBe(40000);
  });
});

describe('the pay-history rule', () => {
  it.each([
    'Quel est votre salaire actuel ?',
    'Rémunération précédente',
    'Combien touchez-vous ?',
    'What was your last salary?',
    'Previous compensation',
    'Can you share your pay history?',
  ])('refuses « %s »', (question) => expect(asksPayHistory(question)).toBe(true));

  it.each([
    'Quelles sont vos prétentions salariales ?',
    'What salary do you expect?',
    'Êtes-vous disponible immédiatement ?',
    'Have you used the current version of React?',
  ])('accepts « %s »', (question) => expect(asksPayHistory(question)).toBe(false));
});

describe('answers to screening questions', () => {
  const questions: QuestionPublique[] = [
    { id: 1, libelle: 'Permis ?', type: 'OUI_NON', choix: [], obligatoire: true },
    { id: 2, libelle: 'Anglais', type: 'CHOIX', choix: ['B2', 'C1'], obligatoire: false },
  ];
  it('reports a missing required answer and a wrong type by question id; ignores unknown questions', () => {
    expect(
      checkReponses(
        questions,
        JSON.stringify([
          { question: { id: 2 }, valeur: 'A1' },
          { question: { id: 9 }, valeur: 1 },
        ]),
      ).fields,
    ).toEqual({
      'reponses.1': 'Cette question est obligatoire.',
      'reponses.2': 'Choisissez une des réponses proposées.',
    });
    expect(checkReponses(questions, [{ question: { id: 1 }, valeur: true }]).fields).toEqual({});
  });
  it('tells a missed expected answer, which never refuses', () => {
    expect(missesAttendu(true, false)).toBe(true);
    expect(missesAttendu(true, undefined)).toBe(true);
    expect(missesAttendu(['B2', 'C1'], 'C1')).toBe(false);
    expect(missesAttendu(null, undefined)).toBe(false);
  });
});

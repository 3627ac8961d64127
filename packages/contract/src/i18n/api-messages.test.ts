import { describe, expect, it } from 'vitest';
import { alerteMessages } from '../alertes.js';
import { cvMessages } from '../cv.js';
import { entretienMessages } from '../entretien.js';
import { messages } from '../messages.js';
import { payHistoryMessage } from '../pay-history.js';
import { privacyMessages } from '../privacy.js';
import { questionMessages } from '../questions.js';
import { teamMessages } from '../team.js';
import { apiEn } from './api.en.js';
import { apiFr } from './api.fr.js';
import { messageLocalizer } from './localize.js';

/**
 * ADR 0010: the server says everything in French and the error handler finds each text's English
 * twin in the API catalogues. A message object whose text is not a catalogue entry stays French for
 * an English caller, and one that only matches a generic pattern (`{label} est obligatoire.`) comes
 * out half French ("Le libellé du critère is required."). Every text these objects hold must come
 * out wholly English.
 */
const SOURCES: Record<string, Readonly<Record<string, unknown>>> = {
  messages,
  teamMessages,
  questionMessages,
  entretienMessages,
  alerteMessages,
  privacyMessages,
  cvMessages,
};
/** Texts of these objects that are no API message: screen texts of the web catalogues. */
const NOT_API = new Set(['cvMessages.prefilled', 'cvMessages.prefillDone', 'cvMessages.prefillReading']);

/** French left in an English text: accents, French quotes, French function words. */
const FRENCH = /[éèêàâîôûçœ«»]|\b(est|doit|doivent|les?|la|des|une?|pas|cette?|vous|votre|ou|et)\b/i;

const samples = (): { name: string; french: string }[] =>
  Object.entries(SOURCES).flatMap(([source, object]) =>
    Object.entries(object)
      .filter(([key]) => !NOT_API.has(`${source}.${key}`))
      .map(([key, value]) => ({
        name: `${source}.${key}`,
        french: typeof value === 'function' ? String(value(12)) : String(value),
      })),
  );

describe('the API messages of every module in English', () => {
  const toEnglish = messageLocalizer(apiFr, apiEn, 'en');

  it('finds, for every text a message object holds, a wholly English twin', () => {
    const list = samples();
    expect(list.length).toBeGreaterThan(120);
    const left = list
      .map(({ name, french }) => ({ name, french, english: toEnglish(french) }))
      .filter(({ french, english }) => english === french || FRENCH.test(english));
    expect(left).toEqual([]);
  });

  it('fills the values read back from the French text', () => {
    expect(toEnglish(cvMessages.fusionSameVacancy('Comptable'))).toBe(
      'Both people applied to the same vacancy (“Comptable”): they cannot be merged.',
    );
    expect(toEnglish(questionMessages.reponseTexte)).toBe('The answer must be a text of at most 2,000 characters.');
    expect(toEnglish(entretienMessages.dureeInvalid)).toBe('The duration must be between 15 and 480 minutes.');
    expect(toEnglish(teamMessages.criteresCount)).toBe('A scorecard has 1 to 12 criteria.');
    expect(toEnglish(payHistoryMessage)).toMatch(/^Question refused: the European directive 2023\/970/);
  });

  it('keeps the French texts as they were (what French callers and older tests read)', () => {
    expect(teamMessages.criteresCount).toBe('Une grille compte de 1 à 12 critères.');
    expect(questionMessages.reponseTexte).toBe('La réponse doit être un texte de 2\u202f000 caractères au plus.');
    expect(questionMessages.questionsTooMany).toBe('Une offre pose au plus 20 questions.');
    expect(entretienMessages.creneauxTooMany).toBe('Proposez au plus 5 créneaux.');
    expect(cvMessages.fusionSameVacancy('Comptable')).toBe(
      'Les deux personnes ont postulé à la même offre (« Comptable ») : elles ne peuvent pas être fusionnées.',
    );
  });
});

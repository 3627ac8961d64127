import { describe, expect, it } from 'vitest';
import {
  applyDatasSchema,
  fieldErrors,
  hasAcceptedExtension,
  messages,
  passwordProblems,
  passwordSchema,
  posteVacantInputSchema,
  STORED_FILE_NAME,
  sessionCandidatureInputSchema,
  slugToVacancyName,
  vacancyNameToSlug,
} from './index.js';

describe('password rules', () => {
  it('reports the rules in the order of spec §5', () => {
    expect(passwordProblems('abc')).toEqual([messages.passwordMin, messages.passwordUpper, messages.passwordDigit]);
    expect(passwordProblems('abcdefgh1')).toEqual([messages.passwordUpper]);
    expect(passwordProblems('Abcdefgh1')).toEqual([]);
  });
  it('the schema gives the first failing rule only', () => {
    const r = passwordSchema.safeParse('abcdefghij');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(messages.passwordUpper);
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe(messages.passwordRequired);
  });
});

describe('apply datas', () => {
  it('reports every problem at once', () => {
    const r = applyDatasSchema.safeParse({ email: 'nope', pays: {}, nom: ' ' });
    expect(r.success).toBe(false);
    const f = fieldErrors(r.error!);
    expect(f).toMatchObject({
      nom: messages.nomRequired,
      prenom: messages.prenomRequired,
      email: messages.emailInvalid,
      telephone: messages.telephoneRequired,
      pays: messages.paysRequired,
      civilite: messages.civiliteRequired,
    });
  });
  it('accepts a country by designation and a civility by id, trimming text', () => {
    const r = applyDatasSchema.parse({
      nom: ' Dupont ',
      prenom: 'Marie',
      email: 'marie@example.com',
      telephone: '0612345678',
      pays: { designation: 'FRANCE' },
      civilite: { id: '1' },
      role: 'ADMIN',
    });
    expect(r).toEqual({
      nom: 'Dupont',
      prenom: 'Marie',
      email: 'marie@example.com',
      telephone: '0612345678',
      pays: { designation: 'FRANCE' },
      civilite: { id: 1 },
    });
  });
});

describe('reference inputs', () => {
  it('refuses a session closing before it opens', () => {
    const r = sessionCandidatureInputSchema.safeParse({
      reference: 'S1',
      dateOuverture: '2026-05-10',
      dateCloture: '2026-05-01',
      status: true,
    });
    expect(fieldErrors(r.error!)).toEqual({ dateCloture: messages.dateClotureBeforeOuverture });
  });
  it('requires the three relations of a vacancy', () => {
    const r = posteVacantInputSchema.safeParse({ nom: 'Dev', poste: { id: 0 } });
    expect(fieldErrors(r.error!)).toMatchObject({
      'poste.id': messages.posteRequired,
      session: messages.sessionRequired,
      typeContrat: messages.typeContratRequired,
    });
  });
});

describe('files and slugs', () => {
  it('checks extensions and stored names', () => {
    expect(hasAcceptedExtension('cv.PDF')).toBe(true);
    expect(hasAcceptedExtension('cv.exe')).toBe(false);
    expect(STORED_FILE_NAME.test('0b7e3a52-4a0c-4c8e-9d3e-1f2a3b4c5d6e.pdf')).toBe(true);
    expect(STORED_FILE_NAME.test('../etc/passwd')).toBe(false);
  });
  it('turns vacancy names into slugs and back', () => {
    expect(vacancyNameToSlug('Développeur Java  Senior')).toBe('Développeur-Java-Senior');
    expect(slugToVacancyName('Développeur-Java-Senior')).toBe('Développeur Java Senior');
  });
});

describe('open sessions', () => {
  it('is open only when active and today is within the dates', async () => {
    const { isSessionOpen, todayIn } = await import('./index.js');
    const s = { status: true, dateOuverture: '2026-01-01', dateCloture: '2026-01-31' };
    expect(isSessionOpen(s, '2026-01-01')).toBe(true);
    expect(isSessionOpen(s, '2026-01-31')).toBe(true);
    expect(isSessionOpen(s, '2026-02-01')).toBe(false);
    expect(isSessionOpen({ ...s, status: false }, '2026-01-15')).toBe(false);
    // 23:30 UTC on Dec 31 is already Jan 1 in Paris.
    expect(todayIn('Europe/Paris', new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { adminEn } from './admin.en.js';
import { adminFr } from './admin.fr.js';
import { apiEn } from './api.en.js';
import { apiFr } from './api.fr.js';
import { type Entry, formatEntry, langFromAcceptLanguage, langOfPath, pathIn, stripLang } from './core.js';
import { espaceEn } from './espace.en.js';
import { espaceFr } from './espace.fr.js';
import { headsEn } from './heads.en.js';
import { headsFr } from './heads.fr.js';
import { messageLocalizer } from './localize.js';
import { mailEn } from './mail.en.js';
import { mailFr } from './mail.fr.js';
import { policyEn } from './policy.en.js';
import { policyFr } from './policy.fr.js';
import { serverEn } from './server.en.js';
import { serverFr } from './server.fr.js';
import { webEn } from './web.en.js';
import { webFr } from './web.fr.js';

/** Every pair of catalogues: French first. A new area's catalogues are added here. */
const PAIRS: Record<string, [Readonly<Record<string, Entry>>, Readonly<Record<string, Entry>>]> = {
  api: [apiFr, apiEn],
  web: [webFr, webEn],
  heads: [headsFr, headsEn],
  admin: [adminFr, adminEn],
  policy: [policyFr, policyEn],
  espace: [espaceFr, espaceEn],
  mail: [mailFr, mailEn],
  server: [serverFr, serverEn],
};

const placeholders = (entry: Entry) =>
  [...(typeof entry === 'string' ? entry : `${entry.one} ${entry.other}`).matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort();

describe.each(Object.entries(PAIRS))('the %s catalogues', (_area, [fr, en]) => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
  it('have the same placeholders, and a plural where the other has one', () => {
    for (const key of Object.keys(fr)) {
      const f = fr[key] as Entry;
      const e = en[key] as Entry;
      expect(typeof e, key).toBe(typeof f);
      expect(new Set(placeholders(e)), key).toEqual(new Set(placeholders(f)));
    }
  });
  it('have no empty text', () => {
    for (const [key, entry] of [...Object.entries(fr), ...Object.entries(en)]) {
      const texts = typeof entry === 'string' ? [entry] : [entry.one, entry.other];
      for (const text of texts) expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('plurals and numbers by Intl', () => {
  const entry = { one: '{count} offre', other: '{count} offres' };
  it('follow each language', () => {
    // French says "0 offre" and "1,5 offre"; English "0 offers".
    expect(formatEntry(entry, 'fr', { count: 0 })).toBe('0 offre');
    expect(formatEntry({ one: '{count} offer', other: '{count} offers' }, 'en', { count: 0 })).toBe('0 offers');
    expect(formatEntry(entry, 'fr', { count: 1200 })).toBe('1\u202f200 offres');
    expect(formatEntry({ one: '{count} offer', other: '{count} offers' }, 'en', { count: 1200 })).toBe('1,200 offers');
  });
});

describe('the API messages in English', () => {
  const toEnglish = messageLocalizer(apiFr, apiEn, 'en');
  it('every French message of the contract has its English twin', () => {
    const samples = Object.values(messages).map((m) => (typeof m === 'function' ? m(12 as never) : m));
    for (const french of samples) {
      const english = toEnglish(french);
      expect(english, french).not.toBe(french);
    }
  });
  it('reads the values back from the French text', () => {
    expect(toEnglish(messages.tooLong(255))).toBe('This field cannot be longer than 255 characters.');
    expect(toEnglish('Ce poste est utilisé par 3 postes vacants.')).toBe('This position is used by 3 vacancies.');
    expect(toEnglish('Ce poste est utilisé par 1 poste vacant.')).toBe('This position is used by 1 vacancy.');
    expect(toEnglish('Un texte inconnu.')).toBe('Un texte inconnu.');
  });
});

describe('the language of a request or a page', () => {
  it('is English only when Accept-Language prefers English', () => {
    expect(langFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(langFromAcceptLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(langFromAcceptLanguage('en;q=0.2,fr;q=0.8')).toBe('fr');
    expect(langFromAcceptLanguage('de')).toBe('fr');
    expect(langFromAcceptLanguage(undefined)).toBe('fr');
  });
  it('is English under /en only', () => {
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/en/offre/dtail/3')).toBe('en');
    expect(langOfPath('/entreprise')).toBe('fr');
    expect(stripLang('/en/offre')).toBe('/offre');
    expect(stripLang('/en')).toBe('/');
    expect(pathIn('en', '/')).toBe('/en');
    expect(pathIn('en', '/offre')).toBe('/en/offre');
  });
});

import { EXTRAIT_MAX } from '@recrutement/contract';
import { describe, expect, it } from 'vitest';
import { CORPUS, docx, odt } from '../../../test/cv-corpus.js';
import { readContact } from './cv-contact.js';
import { EXTRACT_LIMITS, ExtractionRefused, extractText } from './cv-extract.js';
import { createExtractor } from './cv-extractor.js';
import { extrait, foldWords, queryWords } from './cv-words.js';

describe('extraction bounds', () => {
  it('keeps at most maxChars of text and refuses an archive past its expansion limit', async () => {
    const long = docx(Array.from({ length: 200 }, (_, i) => `Ligne ${i} ${'x'.repeat(80)}`));
    const text = await extractText(long, 'docx', { ...EXTRACT_LIMITS, maxChars: 500 });
    expect(text.length).toBe(500);
    await expect(extractText(long, 'docx', { ...EXTRACT_LIMITS, maxArchiveBytes: 4_000 })).rejects.toBeInstanceOf(
      ExtractionRefused,
    );
    await expect(extractText(long, 'docx', { ...EXTRACT_LIMITS, maxEntries: 2 })).rejects.toBeInstanceOf(
      ExtractionRefused,
    );
    expect(await extractText(odt(['Première ligne', 'Deuxième & dernière']), 'odt')).toBe(
      'Première ligne\nDeuxième & dernière',
    );
  });

  it('answers no text when a document takes longer than its time limit, and the next one is read', async () => {
    const cv = CORPUS[0];
    if (!cv) throw new Error('corpus');
    const bytes = await cv.file();
    const hasty = createExtractor({ timeoutMs: 1 });
    try {
      expect(await hasty.extract(bytes, 'pdf')).toBeNull();
    } finally {
      hasty.close();
    }
    const patient = createExtractor();
    try {
      expect(await patient.extract(bytes, 'pdf')).toContain(cv.expect.email);
    } finally {
      patient.close();
    }
  });
});

describe('contact details and extraits', () => {
  it('reads nothing from a text without them, and never takes a heading for a name', () => {
    expect(readContact('Expérience professionnelle\nFormation', 'FR')).toEqual({
      nom: null,
      prenom: null,
      email: null,
      telephone: null,
    });
    expect(readContact('Curriculum Vitae\nMarie-Claire DUPONT-MOREAU\n+44 20 7946 0958', 'FR')).toEqual({
      nom: 'Dupont-Moreau',
      prenom: 'Marie-Claire',
      email: null,
      telephone: '+442079460958',
    });
  });

  it('folds words as both indexes do, and cuts an extrait around the first whole-word match', () => {
    expect(foldWords('Électro-Technique, ŒUVRE café')).toBe('electro technique œuvre cafe');
    expect(queryWords('"Kubernetes" OR (k8s)')).toEqual(['kubernetes', 'or', 'k8s']);
    const text = `${'début '.repeat(100)}Expert en ÉLECTROTECHNIQUE industrielle ${'fin '.repeat(100)}`;
    const cut = extrait(text, ['electrotechnique']) ?? '';
    expect(cut.length).toBeLessThanOrEqual(EXTRAIT_MAX);
    expect(cut).toContain('ÉLECTROTECHNIQUE industrielle');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    // A part of a word is not a match.
    expect(extrait(text, ['electro'])).toBeNull();
    expect(extrait('Kubernetes', ['kubernetes'])).toBe('Kubernetes');
  });
});

import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { textPdf } from './demo-pdf.js';

describe('textPdf', () => {
  const pdf = textPdf('CV de Léa', [
    { text: 'Léa Moreau — CV', size: 22 },
    { text: 'Parenthèses (ouvertes) et \\ échappées, l’apostrophe, 10 €', gap: 8 },
    { text: 'Hors de WinAnsi : 漢' },
  ]);
  const text = pdf.toString('latin1');

  it('is a PDF by its content', async () => {
    expect(await fileTypeFromBuffer(pdf)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at their objects (no repair needed to open it)', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
  });

  it('writes French text in WinAnsi, escapes the string delimiters and replaces what it cannot show', () => {
    expect(text).toContain('(L\xe9a Moreau \x97 CV) Tj');
    expect(text).toContain('(Parenth\xe8ses \\(ouvertes\\) et \\\\ \xe9chapp\xe9es, l\x92apostrophe, 10 \x80) Tj');
    expect(text).toContain('(Hors de WinAnsi : ?) Tj');
  });
});

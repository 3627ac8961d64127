/**
 * A one-page PDF of plain text lines, for the demo attachments: real documents a viewer opens and
 * the server's content check accepts, written without a PDF library. Helvetica with WinAnsi
 * encoding covers French text; other characters become '?'.
 */
export interface PdfLine {
  text: string;
  /** Font size in points (11 by default). */
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

const WIN_ANSI_EXTRAS: Record<string, number> = {
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '€': 0x80,
};

function encodeText(text: string): Buffer {
  const bytes = [...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (WIN_ANSI_EXTRAS[ch] !== undefined) return WIN_ANSI_EXTRAS[ch];
    return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f;
  });
  // Escape the string delimiters and the escape character of PDF literal strings.
  const escaped: number[] = [];
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) escaped.push(0x5c);
    escaped.push(b);
  }
  return Buffer.from(escaped);
}

export function textPdf(title: string, lines: PdfLine[]): Buffer {
  const content: Buffer[] = [Buffer.from('BT\n72 780 Td\n', 'latin1')];
  let first = true;
  for (const line of lines) {
    const size = line.size ?? 11;
    const advance = first ? 0 : size + 5 + (line.gap ?? 0);
    first = false;
    content.push(
      Buffer.from(`/F1 ${size} Tf\n0 ${-advance} Td\n(`, 'latin1'),
      encodeText(line.text),
      Buffer.from(') Tj\n', 'latin1'),
    );
  }
  content.push(Buffer.from('ET\n', 'latin1'));
  const stream = Buffer.concat(content);

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
      'latin1',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('endstream', 'latin1'),
    ]),
    Buffer.concat([Buffer.from('<< /Title (', 'latin1'), encodeText(title), Buffer.from(') >>', 'latin1')]),
  ];

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

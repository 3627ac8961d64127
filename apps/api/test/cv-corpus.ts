import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * Generated CVs for the tests of §19: several layouts in PDF, DOCX and ODT, phones written in
 * several ways, an image-only PDF, and zip bombs. Each text CV says what a reader should find.
 */

export interface ZipFile {
  name: string;
  data: Buffer;
  /** Stored as deflate unless false. */
  deflate?: boolean;
  /** A lie in the headers: the uncompressed size they declare. */
  declaredSize?: number;
}

/** A minimal ZIP writer (local headers, central directory, end record). */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const method = file.deflate === false ? 0 : 8;
    const body = method === 8 ? deflateRawSync(file.data) : file.data;
    const crc = crc32(file.data);
    const size = file.declaredSize ?? file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** The body XML of a DOCX: one paragraph per line; a line of `a | b` is a table row of two cells. */
function documentXml(lines: string[]): string {
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  const body = lines
    .map((line) =>
      line.includes(' | ')
        ? `<w:tbl><w:tr>${line
            .split(' | ')
            .map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`)
            .join('')}</w:tr></w:tbl>`
        : paragraph(line),
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

export function docx(lines: string[], extra: ZipFile[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml(lines)) },
    ...extra,
  ]);
}

export function odt(lines: string[]): Buffer {
  const body = lines.map((l) => `<text:p text:style-name="P1">${xmlEscape(l)}</text:p>`).join('');
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;
  return zip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text'), deflate: false },
    { name: 'content.xml', data: Buffer.from(content) },
    { name: 'META-INF/manifest.xml', data: Buffer.from(manifest) },
  ]);
}

export interface PdfLine {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
}

/** A PDF of one or more pages, each a list of lines top-down (a line's x makes a column). */
export async function pdf(pages: PdfLine[][][] | PdfLine[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const list = (Array.isArray(pages[0]?.[0]) ? pages : [pages]) as PdfLine[][][];
  for (const columns of list) {
    const page = doc.addPage([595, 842]);
    for (const column of columns) {
      let y = 790;
      for (const line of column) {
        const size = line.size ?? 11;
        page.drawText(line.text, { x: line.x ?? 50, y, size, font: line.bold ? bold : regular });
        y -= size * 1.6;
      }
    }
  }
  return Buffer.from(await doc.save());
}

/** A PDF whose page is only drawn shapes (a scan holds pixels, not text): no text to read. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  for (let i = 0; i < 40; i++) {
    page.drawRectangle({
      x: 40 + (i % 8) * 60,
      y: 100 + Math.floor(i / 8) * 120,
      width: 50,
      height: 90,
      color: rgb(0.2, 0.2, i / 40),
    });
  }
  return Buffer.from(await doc.save());
}

/** A tiny PNG (1×1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface CorpusCv {
  label: string;
  file: () => Promise<Buffer>;
  mime: string;
  expect: { nom: string | null; prenom: string | null; email: string; telephone: string };
}

const experience = [
  'EXPÉRIENCE PROFESSIONNELLE',
  '2019 - 2024 Technicien de maintenance, Électricité de Lyon',
  'Maintenance préventive, électrotechnique, automates Siemens, Kubernetes pour la supervision',
  'FORMATION',
  'BTS Électrotechnique, Lycée Ampère',
];

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';

/** The text CVs, each with what must be read from it. */
export const CORPUS: CorpusCv[] = [
  {
    label: 'PDF, name in capitals on top, mobile with spaces',
    mime: PDF,
    file: () =>
      pdf([
        [
          { text: 'Jean DUPONT', size: 22, bold: true },
          { text: 'jean.dupont@example.com' },
          { text: '06 12 34 56 78' },
          ...experience.map((text) => ({ text })),
        ],
      ]),
    expect: { nom: 'Dupont', prenom: 'Jean', email: 'jean.dupont@example.com', telephone: '+33612345678' },
  },
  {
    label: 'PDF, labelled fields',
    mime: PDF,
    file: () =>
      pdf([
        [
          { text: 'CURRICULUM VITAE', size: 18, bold: true },
          { text: 'Nom : Martin' },
          { text: 'Prénom : Léa' },
          { text: 'Tél. : +33 6 98 76 54 32' },
          { text: 'E-mail : lea.martin@exemple.fr' },
          ...experience.map((text) => ({ text })),
        ],
      ]),
    expect: { nom: 'Martin', prenom: 'Léa', email: 'lea.martin@exemple.fr', telephone: '+33698765432' },
  },
  {
    label: 'PDF, two columns, landline with (0)',
    mime: PDF,
    file: () =>
      pdf([
        [
          { text: 'Sophie Bernard', size: 24, bold: true },
          { text: 'Chargée de recrutement' },
          { text: 'Contact', bold: true },
          { text: 'sophie_bernard+cv@mail.example.org' },
          { text: '+33 (0)1 42 68 53 00' },
        ],
        experience.map((text) => ({ text, x: 300 })),
      ]),
    expect: {
      nom: 'Bernard',
      prenom: 'Sophie',
      email: 'sophie_bernard+cv@mail.example.org',
      telephone: '+33142685300',
    },
  },
  {
    label: 'PDF, heading then accented name, 0033 prefix',
    mime: PDF,
    file: () =>
      pdf([
        [
          { text: 'Curriculum Vitae', size: 14 },
          { text: 'Éloïse Lefèvre', size: 20, bold: true },
          { text: 'Adresse : 12 rue des Lilas, 69003 Lyon' },
          { text: 'Téléphone : 0033 7 81 22 33 44 - Courriel : eloise.lefevre@example.net' },
          ...experience.map((text) => ({ text })),
        ],
      ]),
    expect: { nom: 'Lefèvre', prenom: 'Éloïse', email: 'eloise.lefevre@example.net', telephone: '+33781223344' },
  },
  {
    label: 'PDF, two pages, dotted phone',
    mime: PDF,
    file: () => twoPagePdf(),
    expect: { nom: 'Benali', prenom: 'Karim', email: 'karim.benali@example.com', telephone: '+33645678901' },
  },
  {
    label: 'PDF, a job title on top and no name line',
    mime: PDF,
    file: () =>
      pdf([
        [
          { text: 'Développeur Full Stack', size: 20 },
          { text: 'contact : dev.fullstack42@example.com | 06-01-02-03-04' },
          ...experience.map((text) => ({ text })),
        ],
      ]),
    expect: { nom: null, prenom: null, email: 'dev.fullstack42@example.com', telephone: '+33601020304' },
  },
  {
    label: 'DOCX, paragraphs, dashed phone',
    mime: DOCX,
    file: async () => docx(['Marc Petit', 'marc.petit@example.com', '07-81-23-45-67', ...experience]),
    expect: { nom: 'Petit', prenom: 'Marc', email: 'marc.petit@example.com', telephone: '+33781234567' },
  },
  {
    label: 'DOCX, table of labelled cells, Belgian number',
    mime: DOCX,
    file: async () =>
      docx([
        'Prénom : Chloé',
        'Nom : Faure',
        'Téléphone | +32 470 12 34 56',
        'Adresse e-mail | chloe.faure@exemple.be',
        ...experience,
      ]),
    expect: { nom: 'Faure', prenom: 'Chloé', email: 'chloe.faure@exemple.be', telephone: '+32470123456' },
  },
  {
    label: 'DOCX, last name first in capitals, compact international phone',
    mime: DOCX,
    file: async () =>
      docx(['GARNIER Louis', 'Ingénieur méthodes', 'louis.garnier@example.com · +33611223344', ...experience]),
    expect: { nom: 'Garnier', prenom: 'Louis', email: 'louis.garnier@example.com', telephone: '+33611223344' },
  },
  {
    label: 'ODT, landline',
    mime: ODT,
    file: async () => odt(['Hugo Roux', 'hugo.roux@example.fr', '01 44 55 66 77', ...experience]),
    expect: { nom: 'Roux', prenom: 'Hugo', email: 'hugo.roux@example.fr', telephone: '+33144556677' },
  },
];

/** A two-page CV (the prefill bench's document). */
export function twoPagePdf(): Promise<Buffer> {
  const filler = Array.from({ length: 30 }, (_, i) => ({
    text: `Mission ${i + 1} : conduite de projets, électrotechnique, tableaux électriques, habilitations B1V ${i}`,
  }));
  return pdf([
    [
      [
        { text: 'Karim Benali', size: 22, bold: true },
        { text: 'karim.benali@example.com' },
        { text: 'Tél. 06.45.67.89.01' },
        ...filler,
      ],
    ],
    [[...experience.map((text) => ({ text })), ...filler]],
  ]);
}

/** A DOCX whose extra entry inflates to `mib` MiB of zeros (a few hundred KiB compressed). */
export function docxBomb(mib = 200): Buffer {
  return docx(
    ['Jean Bombe', 'bombe@example.com'],
    [{ name: 'word/media/image1.bin', data: Buffer.alloc(mib * 1024 * 1024) }],
  );
}

/** A DOCX whose document declares 1 KiB and inflates to `mib` MiB (headers that lie). */
export function lyingDocxBomb(mib = 40): Buffer {
  const text = `<w:t>${'a'.repeat(mib * 1024 * 1024)}</w:t>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'word/document.xml', data: Buffer.from(text), declaredSize: 1024 },
  ]);
}

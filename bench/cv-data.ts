import type { Db } from '@recrutement/api/testing';
import { sql } from 'kysely';

/*
 * The synthetic documents of cv.ts: the two-page PDF its applications and prefills post, and the CV
 * texts written straight into `cv_texte` for the search on `large` data.
 */

/* A two-page PDF written by hand (Helvetica, WinAnsi), like a CV exported by a word processor. */
const escapePdf = (s: string) => s.replace(/[\\()]/g, '\\$&');
export function twoPagePdf(seed: number): Buffer {
  const lines = (page: number) => [
    page === 0 ? `Camille LAMBERT${seed}` : 'EXPERIENCE (suite)',
    `camille.lambert${seed}@example.com - 06 23 45 ${String(10 + (seed % 89)).padStart(2, '0')} 89`,
    ...Array.from(
      { length: 40 },
      (_, i) => `${2010 + (i % 14)} Technicienne de maintenance ${i}, electrotechnique, automates, Kubernetes, qualite`,
    ),
  ];
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of [0, 1]) {
    const text = lines(page)
      .map((l, i) => `BT /F1 10 Tf 50 ${800 - i * 18} Td (${escapePdf(l)}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/* Synthetic CV texts: common words of a CV plus a few rarer skills, accents included. */
const COMMON = (
  'expérience formation compétences projet équipe gestion client qualité maintenance développement ' +
  'analyse production logistique commercial comptabilité rigueur autonomie anglais permis stage ' +
  'responsable technicien ingénieur assistant conseiller chargé mission entreprise service amélioration'
).split(' ');
const RARE = ['kubernetes', 'électrotechnique', 'soudure', 'paie', 'python', 'habilitation', 'cariste', 'sap'];

function cvText(i: number): string {
  let x = i * 2654435761;
  // The high bits of a linear congruential generator: its low bits cycle.
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
  const words: string[] = [`Candidat${i}`, `Personne${i % 977}`];
  for (let k = 0; k < 160; k++) words.push(COMMON[next() % COMMON.length]!);
  // Each rare word in about one CV in 8 to one in 40.
  RARE.forEach((word, r) => {
    if (next() % (8 + r * 4) === 0) words.splice(next() % words.length, 0, word);
  });
  return words.join(' ');
}

/** The server's folding for PostgreSQL's `texte_plie` (cv-words.ts `foldWords`, same rules). */
const foldWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export async function fillTexts(db: Db, postgres: boolean): Promise<number> {
  const documents = await db
    .selectFrom('document_candidature')
    .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
    .select(['document_candidature.id', 'document_candidature.candidature_id'])
    .where('nom_document.nom', '=', 'CV')
    .orderBy('document_candidature.id')
    .execute();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < documents.length; at += 500) {
      const rows = documents.slice(at, at + 500).map((d) => {
        const texte = cvText(d.candidature_id);
        return {
          document_id: d.id,
          candidature_id: d.candidature_id,
          etat: 'done' as const,
          tentatives: 0,
          texte,
          texte_plie: postgres ? foldWords(texte) : null,
          date_maj: now,
        };
      });
      await trx.insertInto('cv_texte').values(rows).execute();
    }
  });
  if (postgres) await sql`analyze cv_texte`.execute(db);
  return documents.length;
}

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ETAT, type RecruiterData, seedRecruiterData } from '../../../test/recruiter-data.js';
import { makeIndividu } from '../../seed/factories.js';
import { neutralise } from './candidature-export.js';

let t: TestApp;
let admin: TestUser;
let data: RecruiterData;
const { get } = requestsAs(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  data = await seedRecruiterData(t);
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const HEADER = [
  'N°',
  'Date de candidature',
  'Civilité',
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'Offre',
  'Poste',
  'Session',
  'Type de contrat',
  'État',
  'Critères non remplis',
  'Provenance',
];
/** Without a vacancy filter the answers go in one column (§16); with one, a column per question. */
const headerOf = (query: string) => (/posteVacant=/.test(query) ? HEADER : [...HEADER, 'Réponses']);

/** The export of these filters, parsed as a spreadsheet would (`;`, quotes, BOM stripped). */
async function exported(query: string): Promise<string[][]> {
  const res = await get(`/candidature/export.csv${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  expect(res.body.startsWith(BOM)).toBe(true);
  const rows = parse(res.body, { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
  expect(rows[0]).toEqual(headerOf(query));
  return rows.slice(1);
}

describe('GET /candidature/export.csv', () => {
  it('is a French spreadsheet file: UTF-8 with BOM, « ; », CRLF, one header line, an attachment', async () => {
    const res = await get('/candidature/export.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidatures-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')[0]).toBe(headerOf('').join(';'));
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('holds the rows of the list, in its order, for every filter and order', async () => {
    const { vacancies } = data;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const filters = [
      '',
      `etat=${ETAT.envoyee}`,
      `posteVacant=${vacancies.java}`,
      'q=MAR',
      'q=%C3%A9luard',
      `du=${day(50)}&au=${day(1)}`,
      `posteVacant=${vacancies.compta}&etat=${ETAT.enCours}`,
      'q=personne-introuvable',
      ...['date', '-date', 'nom', '-nom', 'etat'].map((tri) => `tri=${tri}`),
      `tri=nom&etat=${ETAT.envoyee}&du=${day(90)}`,
      // Paging narrows the list on screen, never the file: the export is the whole filter.
      'page=2&size=2',
    ];
    for (const query of filters) {
      const list = await get(`/candidature/list?${query.replace(/page=2&size=2/, '')}`);
      const rows = await exported(query);
      expect(
        rows.map((r) => Number(r[0])),
        query,
      ).toEqual(list.json().map((c: { id: number }) => c.id));
    }
  });

  it('writes each application in full, in local time', async () => {
    const rows = await exported(`q=martin&posteVacant=${data.vacancies.compta}`);
    expect(rows).toHaveLength(1);
    const [id, date, civilite, nom, prenom, email, telephone, offre, poste, session, type, etat] = rows[0] ?? [];
    expect(Number(id)).toBe(data.ids.martin);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect([civilite, nom, prenom, telephone, offre, type, etat]).toEqual([
      '',
      'Martin',
      'Léa',
      '0612345678',
      'Comptable',
      'CDI',
      'En cours de traitement',
    ]);
    expect(email).toMatch(/^martin-\d+@example\.com$/);
    expect(poste).not.toBe('');
    expect(session).not.toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const rows = await exported(`posteVacant=${data.vacancies.design}&tri=date`);
    const formula = rows.find((r) => Number(r[0]) === data.ids.formula);
    expect(formula?.[3]).toBe(`'=HYPERLINK("http://x")`);
    expect(formula?.[4]).toBe(`'+Eve`);
    for (const cell of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(cell)).toBe(`'${cell}`);
    for (const cell of ['Dupont', '', "l'été", '3=3']) expect(neutralise(cell)).toBe(cell);
  });

  it('streams a large export whole (more rows than one batch)', async () => {
    const many = [];
    for (let i = 0; i < 1_200; i++) {
      many.push({
        individu_id: await makeIndividu(t.db, { nom: `Nom${i}` }),
        poste_vacant_id: data.vacancies.design,
        etat_candidature_id: ETAT.refusee,
        date_candidature: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      });
    }
    for (let at = 0; at < many.length; at += 200) {
      await t.db
        .insertInto('candidature')
        .values(many.slice(at, at + 200))
        .execute();
    }
    const rows = await exported(`etat=${ETAT.refusee}&tri=date`);
    const list = (await get(`/candidature/list?etat=${ETAT.refusee}&tri=date`)).json() as { id: number }[];
    expect(rows).toHaveLength(list.length);
    expect(rows.length).toBeGreaterThan(1_200);
    expect(rows.map((r) => Number(r[0]))).toEqual(list.map((c) => c.id));
  });

  it("speaks the caller's language: its header, and yes or no, in English for an English reader", async () => {
    const res = await t.app.inject({
      url: '/candidature/export.csv',
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parse(res.body, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual([
      'No.',
      'Application date',
      'Title',
      'Last name',
      'First name',
      'E-mail',
      'Phone',
      'Vacancy',
      'Position',
      'Session',
      'Contract type',
      'Status',
      'Criteria not met',
      'Source',
      'Answers',
    ]);
    expect(new Set(rows.map((r) => r[12]))).toEqual(new Set(['No']));
    const french = parse((await get('/candidature/export.csv')).body, { bom: true, delimiter: ';' }) as string[][];
    expect(new Set(french.slice(1).map((r) => r[12]))).toEqual(new Set(['Non']));
  });

  it('holds the source of each application (§22) and follows the canal filter', async () => {
    const flux = data.ids.martin;
    await t.db
      .updateTable('candidature')
      .set({ canal: 'FLUX', source_detail: 'indeed' })
      .where('id', '=', flux)
      .execute();
    try {
      const rows = await exported('canal=FLUX');
      expect(rows.map((r) => [Number(r[0]), r[13]])).toEqual([[flux, 'FLUX (indeed)']]);
      const all = await exported('');
      expect(new Set(all.filter((r) => Number(r[0]) !== flux).map((r) => r[13]))).toEqual(new Set(['SITE']));
      const list = await get('/candidature/list?canal=FLUX');
      expect(list.json().map((c: { id: number; source: unknown }) => [c.id, c.source])).toEqual([
        [flux, { canal: 'FLUX', detail: 'indeed' }],
      ]);
      expect((await get('/candidature/list?canal=NULLE')).statusCode).toBe(400);
    } finally {
      await t.db
        .updateTable('candidature')
        .set({ canal: 'SITE', source_detail: null })
        .where('id', '=', flux)
        .execute();
    }
  });

  it('is for admins only', async () => {
    const candidate = await t.signIn('CANDIDAT');
    expect((await get('/candidature/export.csv', null)).statusCode).toBe(401);
    expect((await get('/candidature/export.csv', candidate)).statusCode).toBe(403);
    expect((await get('/candidature/export.csv?tri=x')).statusCode).toBe(400);
  });
});

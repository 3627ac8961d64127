import { type Candidature, candidatureSchema, EXTRAIT_MAX } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docx, odt, PNG, pdf } from '../../../test/cv-corpus.js';
import { applyForm, type FilePart, postForm } from '../../../test/fixtures/apply-form.js';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeOpenVacancy } from '../../seed/factories.js';
import { CV_TEXT_JOB, textStates } from './cv.service.js';

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
const { get, del } = requestsAs(
  () => t,
  () => admin,
);
const list = z.array(candidatureSchema);

const PDF = 'application/pdf';
const LONG = Array.from({ length: 25 }, (_, i) => ({ text: `Ligne de remplissage numéro ${i} sans mot particulier.` }));

/** Applies with this CV; answers the application id. */
async function applyWith(vacancy: number, email: string, cv: FilePart): Promise<number> {
  const response = await postForm(t, applyForm(vacancy, { email, nom: email.split('@')[0] ?? 'x' }, { fileCV: cv }));
  expect(response.statusCode).toBe(201);
  return response.json().idCandidature as number;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidate = await t.signIn('CANDIDAT');
  const vacancy = (await makeOpenVacancy(t.db)).id;
  ids.pdf = await applyWith(vacancy, 'alpha@example.com', {
    content: await pdf([
      [
        { text: 'Alice Alpha' },
        { text: 'Technicienne en ÉLECTROTECHNIQUE, habilitée B1V.' },
        ...LONG,
        { text: 'Supervision des clusters Kubernetes et des automates.' },
      ],
    ]),
    filename: 'cv.pdf',
    type: PDF,
  });
  ids.docx = await applyWith(vacancy, 'beta@example.com', {
    content: docx(['Bruno Beta', 'Électrotechnicien confirmé', 'Câblage, électrotechnique industrielle, Kubernetes.']),
    filename: 'cv.docx',
  });
  ids.odt = await applyWith(vacancy, 'gamma@example.com', {
    content: odt(['Gaëlle Gamma', 'Comptabilité, paie, fiscalité des entreprises.']),
    filename: 'cv.odt',
  });
  ids.image = await applyWith(vacancy, 'delta@example.com', { content: PNG, filename: 'cv.png', type: 'image/png' });
}, 60_000);
afterAll(() => t.close());

const search = async (q: string, extra = '') => {
  const response = await get(`/candidature/list?dans=cv&q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode).toBe(200);
  return { items: list.parse(response.json()) as Candidature[], total: response.headers['x-total-count'] };
};

describe('the texts of uploaded documents (§19)', () => {
  it('are queued with the application and read by the background job, never in the request', async () => {
    // Recorded as pending in the apply transaction; nothing read yet (jobs do not run by themselves in tests).
    const before = await textStates(t.app.ctx, ids.pdf as number);
    expect(before.map((s) => s.etat)).toEqual(['pending', 'pending']);
    expect((await search('kubernetes')).items).toEqual([]);
    expect(await t.app.ctx.jobs.runNow(CV_TEXT_JOB)).toBe(true);
    const after = await textStates(t.app.ctx, ids.pdf as number);
    expect(after.map((s) => s.etat)).toEqual(['done', 'done']);
    expect(after[0]?.texte).toContain('Kubernetes');
    // An image gives no text: `empty`, not an error, and the letter (a DOCX) is read.
    const image = await textStates(t.app.ctx, ids.image as number);
    expect(image.map((s) => s.etat)).toEqual(['empty', 'done']);
  });
});

describe('GET /candidature/list?q=…&dans=cv', () => {
  it('matches whole words of the documents, ignoring case and accents', async () => {
    const byWord = async (q: string) => (await search(q)).items.map((c) => c.id).sort();
    const both = [ids.pdf, ids.docx].sort();
    expect(await byWord('electrotechnique')).toEqual(both);
    expect(await byWord('ÉLECTROTECHNIQUE')).toEqual(both);
    expect(await byWord('Électrotechnique kubernetes')).toEqual(both);
    expect(await byWord('fiscalite')).toEqual([ids.odt]);
    // Whole words: a part of a word is not a match.
    expect(await byWord('electro')).toEqual([]);
    expect(await byWord('kuber')).toEqual([]);
    // Every word must be there.
    expect(await byWord('kubernetes fiscalité')).toEqual([]);
    // Punctuation and query syntax are plain separators, never an error.
    expect(await byWord('"kubernetes" * ( -')).toEqual(both);
    expect(await byWord('--')).toEqual([]);
  });

  it('gives each result an extrait of at most 300 characters around the first match', async () => {
    const { items } = await search('kubernetes');
    const pdfResult = items.find((c) => c.id === ids.pdf);
    expect(pdfResult?.extrait).toBeDefined();
    const extrait = pdfResult?.extrait ?? '';
    expect(extrait.length).toBeLessThanOrEqual(EXTRAIT_MAX);
    expect(extrait).toContain('Kubernetes');
    // The match is far into a long text: the extrait is cut before it, and says so.
    expect(extrait.startsWith('…')).toBe(true);
    expect(extrait).not.toContain('\n');
    const accent = (await search('electrotechnique')).items.find((c) => c.id === ids.pdf);
    expect(accent?.extrait).toContain('ÉLECTROTECHNIQUE');
    // The name search has no extrait, and does not look into CVs.
    const byName = list.parse((await get('/candidature/list?q=kubernetes')).json());
    expect(byName).toEqual([]);
    const named = list.parse((await get('/candidature/list?q=alpha')).json());
    expect(named.map((c) => c.id)).toEqual([ids.pdf]);
    expect(named[0]?.extrait).toBeUndefined();
  });

  it('pages and counts like the rest of the list, with the other filters', async () => {
    const first = await search('kubernetes', '&page=1&size=1');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe('2');
    expect(first.items[0]?.extrait).toContain('Kubernetes');
    const second = await search('kubernetes', '&page=2&size=1');
    expect(second.items.map((c) => c.id)).not.toEqual(first.items.map((c) => c.id));
    expect((await search('kubernetes', '&etat=4')).items).toEqual([]);
  });

  it('refuses another value of dans (400) and is for admins only', async () => {
    const bad = await get('/candidature/list?dans=partout&q=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['dans']);
    expect((await get('/candidature/list?dans=cv&q=kubernetes', candidate)).statusCode).toBe(403);
    expect((await get('/candidature/list?dans=cv&q=kubernetes', null)).statusCode).toBe(401);
  });

  it('forgets the text when the person is erased', async () => {
    const individu = (await get(`/candidature/list/${ids.docx}`)).json().individu.id as number;
    expect((await del(`/individu/${individu}`)).statusCode).toBe(204);
    expect(await textStates(t.app.ctx, ids.docx as number)).toEqual([]);
    expect((await search('electrotechnique')).items.map((c) => c.id)).toEqual([ids.pdf]);
    const left = await t.db
      .selectFrom('cv_texte')
      .select('document_id')
      .where('candidature_id', '=', ids.docx as number)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('retention', () => {
  it('removes the texts with the people it erases', async () => {
    const r = await createTestApp({ RETENTION_MONTHS: '0' });
    try {
      const vacancy = (await makeOpenVacancy(r.db)).id;
      const response = await postForm(
        r,
        applyForm(
          vacancy,
          { email: 'ancien@example.com' },
          {
            fileCV: { content: docx(['Ancien Candidat', 'Soudure et chaudronnerie.']), filename: 'cv.docx' },
          },
        ),
      );
      expect(response.statusCode).toBe(201);
      await r.app.ctx.jobs.runNow(CV_TEXT_JOB);
      const count = async () =>
        Number(
          (
            await r.db
              .selectFrom('cv_texte')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await r.app.ctx.jobs.runNow('retention')).toBe(true);
      expect(await count()).toBe(0);
    } finally {
      await r.close();
    }
  });
});

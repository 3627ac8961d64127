/**
 * Back-office helpers for the browser tests. Data set-up reuses the shared `AdminApi` (support/api.ts);
 * what is here is what the admin specs add: applying as a candidate, the sidebar, signing in.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import type { ApplyDatas, Civilite, Pays, UploadResponse } from '@recrutement/contract';
import { baseURL } from '../playwright.config.js';
import type { AdminApi } from './api.js';
import { verifyByMail } from './mail.js';

/** The files a candidate uploads, read once so that downloads can be compared byte for byte. */
export const FIXTURES = {
  cv: {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(resolve(import.meta.dirname, '../fixtures/cv.pdf')),
  },
  lettre: {
    name: 'lettre.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: readFileSync(resolve(import.meta.dirname, '../fixtures/lettre.docx')),
  },
};

// State-changing calls carry the server's own origin (contract §7: cookie-only calls need it).
const origin = { Origin: baseURL };

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Who applies: the contract's `datas` without the two references, which `apply` looks up. */
export type Applicant = Omit<ApplyDatas, 'pays' | 'civilite'>;

/** A candidate applies without an account: the multipart form of contract §5, both fixtures attached. */
export async function apply(request: APIRequestContext, vacancyId: number, who: Applicant) {
  const france = await ok<Pays>(await request.get('/pays/list/FRANCE'));
  const civilites = await ok<Civilite[]>(await request.get('/civilite/list'));
  const datas = { ...who, pays: { id: france.id }, civilite: { id: civilites[0]?.id } };
  return ok<UploadResponse>(
    await request.post('/candidature/upload-user', {
      headers: origin,
      multipart: {
        postId: String(vacancyId),
        nomFileCV: 'CV',
        nomFileLM: 'Lettre de motivation',
        datas: JSON.stringify(datas),
        fileCV: FIXTURES.cv,
        fileLM: FIXTURES.lettre,
      },
    }),
  );
}

/** Applies, then creates the account with the claim cookie the answer left on this request context. */
export async function applyAndRegister(
  request: APIRequestContext,
  vacancyId: number,
  who: Applicant & { password: string },
) {
  const { password, ...person } = who;
  const applied = await apply(request, vacancyId, person);
  await ok(await request.post(`/api/${applied.idIndividu}/register`, { data: { password }, headers: origin }));
  // The candidate confirms the address from the mailed link, or sees none of the applications (§9).
  await verifyByMail(request, person.email, password);
  return applied;
}

/** A vacancy open today whose description holds formatting, arranged through the API. */
export async function arrangeOpenVacancy(admin: AdminApi, nom: string) {
  const { vacancies } = await admin.seedOpenVacancies([nom]);
  const vacancy = vacancies[0];
  if (!vacancy) throw new Error('No vacancy created');
  await admin.post(`/poste-vacant/${vacancy.id}/update`, {
    nom,
    descriptif: '<p>Une mission <strong>passionnante</strong>.</p><ul><li>SQL</li></ul>',
    poste: { id: vacancy.poste.id },
    session: { id: vacancy.session.id },
    typeContrat: { id: vacancy.typeContrat.id },
    salaireMin: vacancy.salaireMin,
    salaireMax: vacancy.salaireMax,
    salairePeriode: vacancy.salairePeriode,
    teletravail: vacancy.teletravail,
  });
  return vacancy;
}

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens the admin sidebar (it starts closed) unless it is open already. */
export async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const nav = page.getByRole('navigation', { name: "Menu d'administration" });
  await expect(nav).toBeVisible();
  return nav;
}

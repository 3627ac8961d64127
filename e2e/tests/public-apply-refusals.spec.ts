import { expect, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { AdminApi, unique } from '../support/api.js';
import { countApplyRequests, fillApplyForm, newApplicant } from '../support/ui.js';

let admin: AdminApi;
let offre: PosteVacant;

test.beforeAll(async () => {
  admin = await AdminApi.signIn();
  offre = (await admin.seedOpenVacancies([unique('Technicien réseau')])).vacancies[0]!;
});

test.afterAll(() => admin.dispose());

test('a missing field is named next to it and nothing is sent', async ({ page }) => {
  const requests = countApplyRequests(page);
  await page.goto(`/save-document-candidature/${offre.id}`);
  const { email: _left, ...withoutEmail } = newApplicant();
  const form = await fillApplyForm(page, withoutEmail, ['cv.pdf', 'lettre.docx']);
  await form.getByRole('button', { name: 'Postuler' }).click();
  await expect(form.getByLabel('Adresse e-mail')).toHaveAccessibleDescription("L'adresse e-mail est obligatoire.");
  await expect(form.getByLabel('Adresse e-mail')).toBeFocused();
  expect(requests.count).toBe(0);
  expect(await admin.candidaturesOf(offre.nom)).toEqual([]);
});

test('a program is refused in the browser before anything is sent', async ({ page }) => {
  const requests = countApplyRequests(page);
  await page.goto(`/save-document-candidature/${offre.id}`);
  const form = await fillApplyForm(page, newApplicant(), [undefined, 'lettre.docx']);
  const file = form.getByRole('group', { name: 'Pièce jointe 1' }).getByLabel('Fichier');
  await file.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  await expect(file).toHaveAccessibleDescription(/Type de fichier refusé/);
  await form.getByRole('button', { name: 'Postuler' }).click();
  await expect(file).toHaveAccessibleDescription(/Type de fichier refusé/);
  expect(requests.count).toBe(0);
});

test('a text file renamed .pdf is refused by the server, next to the file, and nothing is recorded', async ({
  page,
}) => {
  const requests = countApplyRequests(page);
  await page.goto(`/save-document-candidature/${offre.id}`);
  const form = await fillApplyForm(page, newApplicant(), ['pas-un-pdf.pdf', 'lettre.docx']);
  const answer = page.waitForResponse((r) => r.url().endsWith('/candidature/upload-user'));
  await form.getByRole('button', { name: 'Postuler' }).click();
  expect((await answer).status()).toBe(415);
  const file = form.getByRole('group', { name: 'Pièce jointe 1' }).getByLabel('Fichier');
  await expect(file).toHaveAccessibleDescription(/Type de fichier refusé/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests.count).toBe(1);
  expect(await admin.candidaturesOf(offre.nom)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { cvMessages } from '@recrutement/contract';
import { AdminApi, unique } from '../support/api.js';
import { fixture } from '../support/ui.js';

let admin: AdminApi;
let offreId: number;

test.beforeAll(async () => {
  admin = await AdminApi.signIn();
  offreId = (await admin.seedOpenVacancies([unique('Technicienne de maintenance')])).vacancies[0]!.id;
});

test.afterAll(() => admin.dispose());

test('choosing a CV fills the empty fields, marked to check, and keeps what was typed (§19)', async ({ page }) => {
  await page.goto(`/save-document-candidature/${offreId}`);
  const form = page.getByRole('form', { name: 'Postuler à cette offre' });
  await expect(form).toBeVisible();
  // Typed before the CV is chosen: kept whatever the CV says.
  await form.getByLabel('Prénom', { exact: true }).fill('Camila');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/cv/lecture'));
  await form
    .getByRole('group', { name: 'Pièce jointe 1' })
    .getByLabel('Fichier')
    .setInputFiles(fixture('cv-camille-lambert.pdf'));
  expect((await answer).status()).toBe(200);
  await expect(form.getByText(cvMessages.prefillDone(3))).toBeVisible();

  await expect(form.getByLabel('Prénom', { exact: true })).toHaveValue('Camila');
  await expect(form.getByLabel('Prénom', { exact: true })).not.toHaveAccessibleDescription(/pré-rempli/);
  for (const [label, value] of [
    ['Nom', 'Lambert'],
    ['Adresse e-mail', 'camille.lambert@example.com'],
    ['Téléphone', '+33623456789'],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(cvMessages.prefilled);
  }
  // Edited: the person's now, no longer marked.
  await form.getByLabel('Nom', { exact: true }).fill('Lambert-Roy');
  await expect(form.getByLabel('Nom', { exact: true })).not.toHaveAccessibleDescription(/pré-rempli/);
});

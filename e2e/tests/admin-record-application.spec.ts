import { expect, test } from '@playwright/test';
import type { Candidature, DocumentCandidature } from '@recrutement/contract';
import { ADMIN } from '../playwright.config.js';
import { signIn } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';
import { fillApplyForm, newApplicant } from '../support/ui.js';

/**
 * The back office records an application received by post through the public apply form: the same
 * fields and checks, plus the choice of the vacancy; the application lands in the database with its
 * two documents.
 */
test('an admin records an application for a candidate through the shared apply form', async ({ page }) => {
  const api = await AdminApi.signIn();
  const vacancyName = unique('Offre saisie');
  const { session } = await api.seedOpenVacancies([vacancyName]);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/save-document-candidature');
  const formName = 'Enregistrer une candidature';
  const form = page.getByRole('form', { name: formName });

  // Nothing chosen: the vacancy and both files are named, and nothing is sent.
  await form.getByRole('button', { name: 'Enregistrer la candidature' }).click();
  await expect(form.getByLabel('Poste vacant')).toHaveAccessibleDescription("L'offre d'emploi est obligatoire.");
  await expect(form.getByText('Le fichier est obligatoire.')).toHaveCount(2);

  const applicant = newApplicant();
  await form.getByLabel('Poste vacant').selectOption({ label: `${vacancyName} (${session.reference})` });
  await fillApplyForm(page, applicant, ['cv.pdf', 'lettre.docx'], formName);
  // Filled for someone else: the browser must not offer the admin's own details.
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'off');
  await form.getByRole('button', { name: 'Enregistrer la candidature' }).click();

  await expect(page).toHaveURL(/\/admin\/candidature\/fiche\/\d+$/);
  await expect(page.getByText('La candidature a bien été enregistrée.')).toBeVisible();
  const [recorded] = await api.get<Candidature[]>(`/candidature/poste-vacant/${encodeURIComponent(vacancyName)}`);
  expect(recorded?.individu.email).toBe(applicant.email);
  expect(page.url()).toContain(`/admin/candidature/fiche/${recorded?.id}`);
  const documents = await api.get<DocumentCandidature[]>(`/document-candidature/by-candidature/${recorded?.id}`);
  expect(documents).toHaveLength(2);
  await api.dispose();
});

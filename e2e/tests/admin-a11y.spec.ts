import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { apply, arrangeOpenVacancy, signIn } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';

test('admin screens have no serious accessibility violation', async ({ page, request }) => {
  const id = unique('a11y');
  const api = await AdminApi.signIn();
  const vacancy = await arrangeOpenVacancy(api, `Analyste données ${id}`);
  await api.dispose();
  const { idCandidature } = await apply(request, vacancy.id, {
    nom: 'Bernard',
    prenom: 'Inès',
    email: `ines.${id}@example.com`,
    telephone: '0698765432',
  });

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/poste-vacant');
  await expect(page.getByRole('table', { name: 'Postes vacants' })).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);

  // With the sidebar open too: its links and groups are part of every screen.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: "Menu d'administration" })).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);

  await page.goto(`/admin/poste-vacant/edit/${vacancy.id}`);
  await expect(page.getByRole('textbox', { name: 'Descriptif', exact: true })).toContainText('passionnante');
  await expectNoSeriousViolations(page, WCAG21);

  await page.goto(`/admin/candidature/fiche/${idCandidature}`);
  await expect(page.getByRole('button', { name: /^CV : télécharger/ })).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);
  await page.getByRole('tab', { name: "Modifier l'état de la candidature" }).click();
  await expect(page.getByRole('combobox', { name: 'État de la candidature' })).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);
});

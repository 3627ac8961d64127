import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { signIn } from '../support/admin.js';
import { AdminApi } from '../support/api.js';

/**
 * Contract §17: the back office follows the staff member's `langue`, changed on their profile. The
 * e2e admin is put back in French afterwards, as every other spec reads the French back office.
 */
test.afterAll(async () => {
  const api = await AdminApi.signIn();
  const reset = await api.http.post('/api/me/preferences', { data: { langue: 'fr' } });
  expect(reset.status()).toBe(204);
  await api.dispose();
});

test('an admin switches the back office to English on their profile, and back to French', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  await page.getByRole('link', { name: 'Mon profil' }).click();
  await page.getByRole('combobox', { name: "Langue de l'administration et de vos messages" }).selectOption('en');
  await page.getByRole('button', { name: 'Changer de langue' }).click();

  await expect(page.getByText('Language saved: the back office now speaks English.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^My profile · Back office/);

  // A new visit speaks English from the start: the language is the account's, not the browser's.
  await page.goto('/admin/poste-vacant');
  await expect(page.getByRole('region', { name: 'Vacancies' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Only the jobs open today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(menu.getByRole('link', { name: 'Hiring sessions' })).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);

  await page.goto('/admin');
  await expect(page.getByRole('figure', { name: 'Applications by status' })).toBeVisible();
  await expect(page.getByText('Active job alerts')).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);

  await page.goto('/admin/profil');
  await page.getByRole('combobox', { name: 'Language of the back office and of your messages' }).selectOption('fr');
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByText('Langue enregistrée : l’administration s’affiche désormais en français.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
});

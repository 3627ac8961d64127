import { expect, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { arrangeOpenVacancy } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';

let offre: PosteVacant;

test.beforeAll(async () => {
  const admin = await AdminApi.signIn();
  offre = await arrangeOpenVacancy(admin, `Chargée de paie ${unique('paint')}`);
  await admin.dispose();
});

test.describe('before the script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a public page already shows its frame: navbar, footer and working links', async ({ page }) => {
    await page.goto('/offre');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Recrutement' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés');
    // The buttons need the script: disabled, not silently dead.
    await expect(nav.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    await nav.getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the back office's page carries no public frame", async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  });
});

test('an offer page shows its offer without asking the API for it again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/poste-vacant/${offre.id}`) asked.push(request.url());
  });
  await page.goto(`/offre/dtail/${offre.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offre.nom })).toBeVisible();
  // The live navbar has replaced the frame: one navbar, its button enabled.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(asked).toEqual([]);
});

import { expect, test } from '@playwright/test';

test('an anonymous visitor who opens the back office is sent to /login', async ({ page }) => {
  await page.goto('/admin/poste-vacant');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
});

test('the back office is its own download: the home page loads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /AdminApp|admin/i.test(url))).toEqual([]);
});

import { expect, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { AdminApi, unique } from '../support/api.js';

let offre: PosteVacant;

test.beforeAll(async () => {
  const admin = await AdminApi.signIn();
  offre = (await admin.seedOpenVacancies([unique('Chargé de clientèle avec un intitulé assez long')])).vacancies[0]!;
  await admin.dispose();
});

test('an anonymous visitor of /mon-espace ends on /login', async ({ page }) => {
  await page.goto('/mon-espace');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
});

test('an unknown address and an unknown offer show the not-found page', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.goto('/offre/dtail/999999');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const noHorizontalScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

  test('/offre fits the screen and the menu collapses', async ({ page }) => {
    await page.goto('/offre');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(menu.getByRole('link', { name: 'Nos offres' })).toBeHidden();
    await menu.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu.getByRole('link', { name: 'Nos offres' })).toBeVisible();
  });

  test('the apply form fits the screen', async ({ page }) => {
    await page.goto(`/save-document-candidature/${offre.id}`);
    await expect(page.getByRole('form', { name: 'Postuler à cette offre' })).toBeVisible();
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
  });
});

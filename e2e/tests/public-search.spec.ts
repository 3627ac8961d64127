import { expect, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { AdminApi } from '../support/api.js';

// Words and a place no other test uses, so the results are exactly these offers.
const WORD = `zephyr${Date.now().toString(36)}`;
const PLACE = `Villeneuve-${Date.now().toString(36)}`;
let inPlace: PosteVacant;
let elsewhere: PosteVacant;

test.beforeAll(async () => {
  const admin = await AdminApi.signIn();
  const poste = await admin.createPosteDeTravail({});
  const session = await admin.createSession();
  const [typeContrat] = await admin.typesContrat();
  if (!typeContrat) throw new Error('No contract type in the database');
  const common = { poste, session, typeContrat, descriptif: `<p>Mission <strong>${WORD}</strong> au long cours.</p>` };
  elsewhere = await admin.createPosteVacant({ ...common, nom: `Analyste ${WORD} A`, lieu: 'Brest' });
  inPlace = await admin.createPosteVacant({ ...common, nom: `Analyste ${WORD} B`, lieu: PLACE });
  await admin.dispose();
});

test('searches words and a place, keeps them in a shareable URL, and the back button undoes them', async ({ page }) => {
  await page.goto('/offre');
  await expect(page.getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
  await page.getByLabel('Mots-clés').fill(WORD.toUpperCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(new RegExp(`/offre\\?q=${WORD.toUpperCase()}$`));
  const results = page.getByRole('article');
  // Newest first: the offer created last leads.
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText(inPlace.nom);
  await expect(results.nth(1)).toContainText(elsewhere.nom);

  await page.getByLabel('Lieu').selectOption(PLACE);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${WORD.toUpperCase()}&lieu=${PLACE}`));
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(inPlace.nom);
  await expect(results.first()).toContainText(PLACE);

  // Back undoes the place, forward brings it back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/offre\\?q=${WORD.toUpperCase()}$`));
  await expect(page.getByLabel('Lieu')).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.goForward();
  await expect(page.getByLabel('Lieu')).toHaveValue(PLACE);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The link alone brings the same search back, filled in.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByLabel('Mots-clés')).toHaveValue(WORD.toUpperCase());
  await expect(page.getByLabel('Lieu')).toHaveValue(PLACE);
  await expect(page.getByRole('article')).toHaveCount(1);

  await expectNoSeriousViolations(page);
});

test('an offer page carries its JobPosting, an unknown one answers 404 with the not-found page', async ({ page }) => {
  const ok = await page.goto(`/offre/dtail/${inPlace.id}`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: inPlace.nom })).toBeVisible();
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: inPlace.nom });
  await expect(page).toHaveTitle(new RegExp(`^${inPlace.nom}`));

  const missing = await page.goto('/offre/dtail/987654321');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  const unknown = await page.goto('/nulle-part');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { AdminApi, unique } from '../support/api.js';
import { waitForMail } from '../support/mail.js';
import { fixture } from '../support/ui.js';

/**
 * Contract §17 in a browser: the English site under /en — browse, read an offer without English
 * text (the French shown as French), apply in English, get the English receipt linking the English
 * pages, then switch to French from the navbar; no serious axe violation in either language.
 */
const PUBLIC_AXE = { enable: ['target-size'] };

test('a visitor browses and applies in English, gets the English receipt, and switches to French', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await AdminApi.signIn();
  const { vacancies } = await admin.seedOpenVacancies([unique('Développeur Kotlin')], { type: 'CDI' });
  const offre = vacancies[0]!;

  // The offers, in English, found by search engines under their own address.
  await page.goto('/en/offre');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Our jobs' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/offre$/);
  const card = page.getByRole('article', { name: offre.nom });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Permanent');
  await expect(card).toContainText('Closing date');
  await expectNoSeriousViolations(page, PUBLIC_AXE);

  // The offer has no English text: the French one, marked as French, with a note.
  await card.getByRole('link', { name: 'Job details' }).click();
  await expect(page).toHaveURL(`/en/offre/dtail/${offre.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offre.nom })).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('This job is published in French only.')).toBeVisible();
  await expectNoSeriousViolations(page, PUBLIC_AXE);

  // Apply, in English.
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(`/en/save-document-candidature/${offre.id}`);
  const form = page.getByRole('form', { name: 'Apply for this job' });
  await expect(form).toBeVisible();
  const email = `${unique('ann').toLowerCase()}@example.com`;
  await form.getByLabel('Title').selectOption({ label: 'Mrs' });
  await form.getByLabel('First name', { exact: true }).fill('Ann');
  await form.getByLabel('Last name', { exact: true }).fill('Smith');
  await form.getByLabel('Country').selectOption({ label: 'France (+33)' });
  await form.getByLabel('Phone').fill('06 12 34 56 78');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('group', { name: 'Attachment 1' }).getByLabel('File').setInputFiles(fixture('cv.pdf'));
  await form.getByRole('group', { name: 'Attachment 2' }).getByLabel('File').setInputFiles(fixture('lettre.docx'));
  await expectNoSeriousViolations(page, PUBLIC_AXE);
  await form.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('dialog', { name: 'Your application has been recorded' })).toBeVisible();

  // The receipt is in English and links to the English pages.
  const [receipt] = await waitForMail(email, /^Acknowledgement: your application/);
  expect(receipt!.text).toContain('We have received your application');
  expect(receipt!.text).toMatch(/\/en\/mon-espace/);

  // The navbar's language link: the same page in French.
  await page.goto('/en/offre');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/offre$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
  await expectNoSeriousViolations(page, PUBLIC_AXE);
  // And back.
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en\/offre$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our jobs' })).toBeVisible();
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { AdminApi, unique } from '../support/api.js';
import { verifyByMail, waitForMail } from '../support/mail.js';
import { fixture } from '../support/ui.js';

/**
 * Contract §17 in a browser: the English site under /en — browse, read an offer without English
 * text (the French shown as French), apply in English, get the English receipt linking the English
 * pages, then switch to French from the navbar; no serious axe violation in either language.
 */
const PUBLIC_AXE = { enable: ['target-size'] };

/** Words of French interface text (the vacancy's own French text is marked `lang="fr"` and left out). */
const FRENCH_WORDS =
  /\b(le|la|les|des|du|une|vos|votre|nos|notre|pour|avec|est|sont|mes|données|mot de passe|candidatures?|offres?|connexion|compte|adresse|envoyer|retour|accueil|chargement|supprimer|télécharger)\b/i;

/** The text of the page's main region a reader meets as interface, French-marked parts left out. */
async function interfaceText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll('[lang="fr"]')) node.remove();
    // Every text node apart, so that words of neighbouring elements do not run together.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
    return words.join(' ');
  });
}

/** Applies in English to `offreId` as Ann Smith (`email`); the page is left on the recorded dialog. */
async function applyInEnglish(page: Page, offreId: number, email: string) {
  await page.goto(`/en/save-document-candidature/${offreId}`);
  const form = page.getByRole('form', { name: 'Apply for this job' });
  await expect(form).toBeVisible();
  await form.getByLabel('Title').selectOption({ label: 'Mrs' });
  await form.getByLabel('First name', { exact: true }).fill('Ann');
  await form.getByLabel('Last name', { exact: true }).fill('Smith');
  await form.getByLabel('Country').selectOption({ label: 'France (+33)' });
  await form.getByLabel('Phone').fill('06 12 34 56 78');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('group', { name: 'Attachment 1' }).getByLabel('File').setInputFiles(fixture('cv.pdf'));
  await form.getByRole('group', { name: 'Attachment 2' }).getByLabel('File').setInputFiles(fixture('lettre.docx'));
  return form;
}

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
  const email = `${unique('ann').toLowerCase()}@example.com`;
  const form = await applyInEnglish(page, offre.id, email);
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

test('a candidate’s space and the privacy notice in English: no French interface text, the messages’ language a setting', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await AdminApi.signIn();
  const { vacancies } = await admin.seedOpenVacancies([unique('Développeuse Rust')], { type: 'CDI' });
  await admin.dispose();
  const offre = vacancies[0]!;
  const email = `${unique('ann').toLowerCase()}@example.com`;
  const password = 'Candidate-2025';

  // Applies in English and creates the account from the confirmation (its language: English).
  const form = await applyInEnglish(page, offre.id, email);
  await form.getByRole('button', { name: 'Apply now' }).click();
  await page
    .getByRole('dialog', { name: 'Your application has been recorded' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL('/en');
  await verifyByMail(page.request, email, password, /^Confirm your e-mail address$/);

  // My space, in English: the application (the vacancy's French name marked French), my data, the setting.
  await page.goto('/en/mon-espace');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Ann Smith' })).toBeVisible();
  const card = page.getByRole('article', { name: offre.nom });
  await expect(card.getByRole('heading', { name: offre.nom })).toHaveAttribute('lang', 'fr');
  await expect(card).toContainText('sent');
  await expect(card).toContainText('Permanent');
  await expect(card.getByRole('link', { name: 'Job details' })).toHaveAttribute('href', `/en/offre/dtail/${offre.id}`);
  await expect(page.getByRole('region', { name: 'My data' })).toBeVisible();
  const setting = page.getByRole('region', { name: 'Language of your messages' });
  await expect(setting.getByRole('radio', { name: 'English' })).toBeChecked();
  expect((await interfaceText(page)).match(FRENCH_WORDS)?.[0]).toBeUndefined();
  await expectNoSeriousViolations(page, PUBLIC_AXE);

  // The erasure dialog, in English (left without deleting).
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByText('1 application and its history;')).toBeVisible();
  await expect(dialog.getByText('2 documents (CVs, letters…).')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeVisible();
  await expectNoSeriousViolations(page, { modalOnly: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The messages' language, changed from the space: the account says French now.
  await setting.getByRole('radio', { name: 'Français' }).check();
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByRole('status')).toHaveText('Preference saved.');
  const account = await page.request.get(`/user/${encodeURIComponent(email)}`);
  expect(((await account.json()) as { langue: string }).langue).toBe('fr');

  // The privacy notice, from the footer: the same sections, in English.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/en/confidentialite');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Data controller',
    'Data collected',
    'Purposes and legal bases',
    'Recipients',
    'How long it is kept',
    'Your rights',
    'How to exercise them',
    'Cookies',
  ]);
  await expect(page.getByText(/kept for\s+24 months after your last activity/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'your space' })).toHaveAttribute('href', '/en/mon-espace');
  expect((await interfaceText(page)).match(FRENCH_WORDS)?.[0]).toBeUndefined();
  await expectNoSeriousViolations(page, PUBLIC_AXE);
});

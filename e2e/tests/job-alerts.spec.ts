import { expect, request, test } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { AdminApi, unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';

/**
 * §18 in the browser: an alert saved from /offre's filters, confirmed from the mailed link, the next
 * matching offer mailed (with the one-click unsubscribe headers), then the one-click unsubscribe as
 * a mail client does it (a POST without cookie or Origin) and the management page saying so.
 */
test('an alert from /offre: confirmed by mail, the next offer mailed, unsubscribed in one click', async ({ page }) => {
  const word = unique('cordiste')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const email = `${unique('alerte').toLowerCase()}@example.com`;

  // Nothing matches yet: the empty result offers the alert too.
  await page.goto(`/offre?q=${word}`);
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
  await page.getByRole('button', { name: 'Créer une alerte' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte emploi' });
  await expect(dialog).toContainText(`« ${word} »`);
  await expectNoSeriousViolations(page, { modalOnly: true });
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Fréquence').selectOption('IMMEDIATE');
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(dialog.getByRole('status')).toContainText('Vérifiez votre boîte de réception.');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();

  // The confirmation link, followed as it is clicked in the mail.
  const [confirmation] = await waitForMail(email, /^Confirmez votre alerte emploi$/);
  await page.goto(linkIn(confirmation!, '/alertes/confirmer'));
  await expect(page.getByText('Votre alerte emploi est confirmée.')).toBeVisible();
  await expect(page).toHaveURL(/\/alertes\/confirmer$/);
  await expectNoSeriousViolations(page);

  // The next matching offer arrives by mail, with RFC 8058's headers and a visible management link.
  const admin = await AdminApi.signIn();
  try {
    await admin.seedOpenVacancies([`Cordiste ${word}`]);
  } finally {
    await admin.dispose();
  }
  const [offer] = await waitForMail(email, new RegExp(`^Nouvelle offre : Cordiste ${word}$`));
  // As written on the wire (mailparser folds List-* headers into one object of its own).
  const header = (key: string) => offer!.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/.exec(String(header('list-unsubscribe')))?.[1];
  expect(unsubscribe).toMatch(`${baseURL}/api/alertes/desabonner?token=`);
  const manage = linkIn(offer!, '/alertes');

  // The management page shows the alert, switched on.
  await page.goto(manage);
  const card = page.getByRole('article', { name: `« ${word} »` });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A GET on the unsubscribe URL only shows a page with a button.
  await page.goto(unsubscribe!);
  await expect(page.getByRole('button', { name: 'Me désabonner de cette alerte' })).toBeVisible();
  await page.goto(manage);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // One click in a mail client: a POST with the RFC's body, no cookie, no Origin.
  const client = await request.newContext();
  try {
    const res = await client.post(unsubscribe!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(res.status()).toBe(200);
  } finally {
    await client.dispose();
  }
  await page.reload();
  await expect(card.getByText('Désactivée', { exact: true })).toBeVisible();
});

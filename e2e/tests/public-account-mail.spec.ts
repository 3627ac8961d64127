import { expect, type Page, test } from '@playwright/test';
import { unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';
import { signIn } from '../support/ui.js';

/**
 * §9 in the browser, with the messages read from the server's mail folder (.eml files): a new
 * account confirms its address, a forgotten password is reset and every old session ends.
 */
const PASSWORD = 'Candidat-2025';
const newEmail = () => `${unique('compte').toLowerCase()}@example.com`;

async function registerThroughThePage(page: Page, email: string) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom', { exact: true }).fill('Bernard');
  await form.getByLabel('Prénom').fill('Chloé');
  await form.getByLabel('Téléphone').fill('06 11 22 33 44');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByText(/Vous êtes bien enregistré/)).toBeVisible();
}

test('a new account confirms its address from the mail, after asking for the link again', async ({ page }) => {
  const email = newEmail();
  await registerThroughThePage(page, email);
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click();
  const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
  await expect(banner).toContainText(email);
  await banner.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(banner.getByText(/Un nouveau lien vient de vous être envoyé/)).toBeVisible();

  const mails = await waitForMail(email, /^Confirmez votre adresse e-mail$/, 2);
  const latest = mails.at(-1)!;
  expect(latest.html).toContain('Confirmer mon adresse e-mail');
  await page.goto(linkIn(latest, '/verifier-email'));
  await expect(page).toHaveURL('/verifier-email');
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes candidatures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Bernard Chloé' })).toBeVisible();
  await expect(page.getByText('Aucune candidature dans cette catégorie.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The same link a second time: refused, and said in the page.
  await page.goto(linkIn(latest, '/verifier-email'));
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('alert')).toContainText("Ce lien n'est plus valable");
});

test('a forgotten password is reset from the mail; the old sessions end; the new one signs in', async ({
  page,
  request,
}) => {
  const email = newEmail();
  const registered = await request.post('/api/register', {
    data: { email, password: PASSWORD, individu: { nom: 'Petit', prenom: 'Jules', telephone: '0611223344' } },
  });
  expect(registered.status()).toBe(201);
  const oldSession = { Authorization: `Bearer ${(await registered.json()).token}` };

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/mot-de-passe/oublie');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour/)).toContainText(email);

  const [mail] = await waitForMail(email, /^Réinitialiser votre mot de passe$/);
  await page.goto(linkIn(mail!, '/mot-de-passe/nouveau'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Mot-2025');
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-Mot-2025');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe est changé/)).toBeVisible();
  await expect(page).toHaveURL('/mot-de-passe/nouveau');

  expect((await request.get(`/user/${email}`, { headers: oldSession })).status()).toBe(401);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signIn(page, email, 'Nouveau-Mot-2025');
  await expect(page).toHaveURL('/mon-espace');
  // Following the reset link proved the mailbox: the address counts as confirmed.
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Petit Jules' })).toBeVisible();
});

test('the sign-in modal of the header links to the forgotten password page too', async ({ page }) => {
  await page.goto('/offre');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/mot-de-passe/oublie');
  await expect(dialog).toHaveCount(0);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const url of ['/mot-de-passe/oublie', '/mot-de-passe/nouveau?token=x', '/verifier-email']) {
    test(`${url} fits the screen and works from the keyboard`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('the forgotten password form is used with the keyboard alone', async ({ page }) => {
    await page.goto('/mot-de-passe/oublie');
    await page.getByLabel('Adresse e-mail').focus();
    await page.keyboard.type('clavier@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Si un compte existe pour/)).toBeVisible();
  });
});

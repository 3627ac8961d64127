import { expect, test } from '@playwright/test';
import { AdminApi, unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';
import { fillApplyForm, newApplicant, signIn } from '../support/ui.js';

/**
 * §9, no pre-hijacking, through the real pages: someone registers an address that is not theirs,
 * its owner then applies and follows the « Confirmez votre adresse e-mail » link. The page asks for
 * the account's password, which the owner does not know; « Mot de passe oublié ? » gives the
 * account back to the owner of the mailbox and ends the intruder's session.
 */
const ATTACKER_PASSWORD = 'Intrus-Passw0rd';
const OWNER_PASSWORD = 'Proprietaire-2026';

test('an account registered under the owner’s address is taken back by a reset, not handed over by the link', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await AdminApi.signIn();
  const offre = (await admin.seedOpenVacancies([unique('Chargée de mission')])).vacancies[0]!;
  await admin.dispose();
  const owner = { ...newApplicant(), prenom: 'Odile', nom: 'Propriétaire' };
  const email = owner.email;

  // The attacker, in a browser of their own, registers the owner's address with their password.
  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  await attacker.goto('/register');
  const register = attacker.getByRole('form', { name: 'Créer un compte' });
  await register.getByLabel('Nom', { exact: true }).fill('Intrus');
  await register.getByLabel('Prénom').fill('Ivan');
  await register.getByLabel('Téléphone').fill('06 99 88 77 66');
  await register.getByLabel('Adresse e-mail').fill(email);
  await register.getByLabel('Mot de passe').fill(ATTACKER_PASSWORD);
  await register.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(attacker.getByText(/Vous êtes bien enregistré/)).toBeVisible();
  const attackerToken = await attacker.evaluate(() => localStorage.getItem('access_token'));
  expect(attackerToken).toBeTruthy();

  // The owner applies under that address, without an account.
  await page.goto(`/save-document-candidature/${offre.id}`);
  const form = await fillApplyForm(page, owner, ['cv.pdf', 'lettre.docx']);
  await form.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre candidature est bien enregistrée' })).toBeVisible();

  // The attacker's space shows how to confirm the address, and nothing of the application.
  await attacker.goto('/mon-espace');
  await expect(attacker.getByRole('region', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await expect(attacker.getByRole('tabpanel')).toHaveCount(0);

  // The owner follows the mailed link: the page asks for the account's password.
  const [confirmation] = await waitForMail(email, /^Confirmez votre adresse e-mail$/);
  await page.goto(linkIn(confirmation!, '/verifier-email'));
  await expect(page).toHaveURL('/verifier-email');
  const password = page.getByLabel(/^Mot de passe/);
  await expect(password).toBeVisible();
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toHaveCount(0);
  // A guess is refused on the field; the address stays unconfirmed.
  await password.fill('Mon-Mot-2026');
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByText('Mot de passe incorrect.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // « Mot de passe oublié ? »: the reset link proves the mailbox.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/mot-de-passe/oublie');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour/)).toContainText(email);
  const [reset] = await waitForMail(email, /^Réinitialiser votre mot de passe$/);
  await page.goto(linkIn(reset!, '/mot-de-passe/nouveau'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByLabel('Confirmez le mot de passe').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText(/toutes vos sessions ouvertes ont été fermées/)).toBeVisible();

  // The attacker's session is dead: their token answers 401 and their space sends them to sign in.
  const probe = await attacker.request.get(`/user/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${attackerToken}` },
  });
  expect(probe.status()).toBe(401);
  await attacker.goto('/mon-espace');
  await expect(attacker).toHaveURL(/\/login/);
  await signIn(attacker, email, ATTACKER_PASSWORD);
  await expect(attacker.getByRole('alert')).toBeVisible();
  await expect(attacker).toHaveURL(/\/login/);
  await attackerContext.close();

  // The owner signs in with the new password: the address counts as confirmed, the application is there.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signIn(page, email, OWNER_PASSWORD);
  await expect(page).toHaveURL('/mon-espace');
  await expect(page.getByRole('region', { name: 'Confirmez votre adresse e-mail' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('article', { name: offre.nom })).toBeVisible();
});

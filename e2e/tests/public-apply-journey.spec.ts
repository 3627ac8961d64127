import { expect, test } from '@playwright/test';
import { AdminApi, unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';
import { fillApplyForm, newApplicant, signIn } from '../support/ui.js';

const PASSWORD = 'Candidat-2025';

test('a visitor filters the offers, applies, creates an account and finds the application', async ({ page }) => {
  // The whole journey, mail included, on a machine that may be busy.
  test.setTimeout(120_000);
  const admin = await AdminApi.signIn();
  const metier = unique('Développeur');
  const { vacancies } = await admin.seedOpenVacancies([unique('Développeur Java')], { posteNom: metier, type: 'CDI' });
  const other = await admin.seedOpenVacancies([unique('Comptable')], { type: 'Stage' });
  const offre = vacancies[0]!;

  // The offers, filtered by contract type and trade.
  await page.goto('/offre');
  await expect(page.getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
  await page.getByLabel('Type de contrat').selectOption('CDI');
  await page.getByLabel('Métier').selectOption(metier);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/typeContrat=CDI/);
  const card = page.getByRole('article', { name: offre.nom });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Date limite');
  await expect(page.getByRole('article', { name: other.vacancies[0]!.nom })).toHaveCount(0);

  // The detail, then the apply page.
  await card.getByRole('link', { name: 'Détail du poste' }).click();
  await expect(page).toHaveURL(`/offre/dtail/${offre.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offre.nom })).toBeVisible();
  await expect(page.getByText(/brut par an/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Postuler' }).click();
  await expect(page.getByRole('heading', { name: 'Postuler à cette offre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Résumé du poste' })).toBeVisible();

  const applicant = newApplicant();
  const form = await fillApplyForm(page, applicant, ['cv.pdf', 'lettre.docx']);
  await form.getByRole('button', { name: 'Postuler' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre candidature est bien enregistrée' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Continuer' }).click();

  // Account creation, signed in at once.
  await expect(page).toHaveURL(/\/individu\/register\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(applicant.email);
  await expect(page.getByLabel('Adresse e-mail')).toBeDisabled();
  const create = page.getByRole('button', { name: 'Créer mon compte' });
  await page.getByLabel('Mot de passe').fill('court');
  await expect(create).toBeDisabled();
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await create.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Mon espace' })).toBeVisible();
  await expect(page.getByText(/confirmez votre adresse avec le lien envoyé/)).toBeVisible();

  // The receipt of the application arrived, with the offer in its subject and both parts.
  const [receipt] = await waitForMail(applicant.email, /^Accusé de réception/);
  expect(receipt!.subject).toContain(offre.nom);
  expect(receipt!.text).toContain(`Bonjour ${applicant.prenom} ${applicant.nom}`);
  expect(receipt!.html).toContain(offre.nom);

  // Until the address is confirmed, the space shows how to confirm it and nothing else.
  await page.getByRole('link', { name: 'Mon espace' }).click();
  await expect(page.getByRole('region', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  // The link of the mail confirms it, and the space then shows the application.
  const [confirmation] = await waitForMail(applicant.email, /^Confirmez votre adresse e-mail$/);
  await page.goto(linkIn(confirmation!, '/verifier-email'));
  // The page asks for the account's password (§9): the link alone proves nothing.
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(page).toHaveURL('/verifier-email');
  await page.getByRole('link', { name: 'Voir mes candidatures' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article', { name: offre.nom })).toBeVisible();

  // Out, in again, and the application is there under 'envoyée'.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon espace' })).toHaveCount(0);
  await signIn(page, applicant.email, PASSWORD);
  await expect(page).toHaveURL('/mon-espace');
  await expect(
    page.getByRole('heading', { level: 1, name: `Bonjour ${applicant.nom} ${applicant.prenom}` }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /envoyée/ }).click();
  const application = page.getByRole('tabpanel').getByRole('article', { name: offre.nom });
  await expect(application).toBeVisible();
  await expect(application).toContainText('envoyée');

  const recorded = await admin.candidaturesOf(offre.nom);
  expect(recorded.map((c) => c.individu.email)).toEqual([applicant.email]);
  await admin.dispose();
});

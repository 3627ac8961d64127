import { expect, test } from '@playwright/test';
import type { PosteVacant, RegisterInput } from '@recrutement/contract';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { AdminApi, unique } from '../support/api.js';
import { verifyByMail } from '../support/mail.js';
import { signIn } from '../support/ui.js';

let offre: PosteVacant;
const candidate = { email: `${unique('axe').toLowerCase()}@example.com`, password: 'Candidat-2025' };

test.beforeAll(async ({ request }) => {
  const admin = await AdminApi.signIn();
  offre = (await admin.seedOpenVacancies([unique('Développeur accessible')])).vacancies[0]!;
  await admin.dispose();
  const registered = await request.post('/api/register', {
    data: { ...candidate, individu: { nom: 'Martin', prenom: 'Léa', telephone: '0612345678' } } satisfies RegisterInput,
  });
  expect(registered.status()).toBe(201);
  await verifyByMail(request, candidate.email, candidate.password);
});

/** Touch targets of at least 24 × 24 px (WCAG 2.2, which Lighthouse checks) on top of axe's defaults. */
const WITH_TARGET_SIZE = { enable: ['target-size'] };

const pages: [string, () => string, () => string][] = [
  ['home', () => '/', () => 'Bienvenue chez Recrutement'],
  ['offers', () => '/offre', () => 'Nos offres'],
  ['detail', () => `/offre/dtail/${offre.id}`, () => offre.nom],
  ['apply', () => `/save-document-candidature/${offre.id}`, () => 'Postuler à cette offre'],
  ['login', () => '/login', () => 'Connexion'],
  ['register', () => '/register', () => 'Créer un compte'],
  ['forgotten password', () => '/mot-de-passe/oublie', () => 'Mot de passe oublié'],
  ['new password', () => '/mot-de-passe/nouveau?token=x', () => 'Nouveau mot de passe'],
  ['address confirmation', () => '/verifier-email', () => 'Confirmer mon adresse e-mail'],
];

for (const [name, url, heading] of pages) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(url());
    await expect(page.getByRole('heading', { level: 1, name: heading() })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, WITH_TARGET_SIZE);
  });
}

test('mon-espace has no serious accessibility violation', async ({ page }) => {
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL('/mon-espace');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Martin Léa' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expectNoSeriousViolations(page, WITH_TARGET_SIZE);
});

test('mon-espace before the address is confirmed has no serious accessibility violation', async ({ page, request }) => {
  const unverified = { email: `${unique('axe-nv').toLowerCase()}@example.com`, password: 'Candidat-2025' };
  const registered = await request.post('/api/register', {
    data: { ...unverified, individu: { nom: 'Morel', prenom: 'Ana', telephone: '0612345678' } },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, unverified.email, unverified.password);
  await expect(page.getByRole('region', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await expectNoSeriousViolations(page, WITH_TARGET_SIZE);
});

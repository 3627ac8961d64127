import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { ADMIN } from '../playwright.config.js';
import { applyAndRegister, FIXTURES, openSidebar, signIn } from '../support/admin.js';
import { AdminApi, dayFromToday, unique } from '../support/api.js';

/**
 * The back office end to end, on the real server: an admin publishes a vacancy, a candidate
 * applies, the admin reviews the application and the candidate sees the new status.
 */
test.describe.configure({ mode: 'serial' });

const id = unique('e2e');
const poste = { reference: `E2E-${id}`, nom: `Testeur logiciel ${id}` };
const session = { reference: `S-E2E-${id}` };
const vacancyName = `Testeur QA ${id}`;
const candidate = {
  nom: 'Durand',
  prenom: 'Camille',
  email: `camille.${id}@example.com`,
  telephone: '0612345678',
  password: 'Candidat-Passw0rd',
};

let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await browser.newPage({ acceptDownloads: true });
});

test.afterAll(async () => {
  await admin.close();
});

test('an admin signs in through the login page and lands on /admin', async () => {
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(admin.getByText(ADMIN.email)).toBeVisible();
});

test('creates a work position and a session open today', async () => {
  await openSidebar(admin).then((nav) => nav.getByRole('link', { name: 'Postes de travail' }).click());
  await admin.getByRole('link', { name: 'Nouveau' }).click();
  await expect(admin.getByRole('heading', { name: 'Ajouter un poste' })).toBeVisible();
  await admin.getByLabel('Référence').fill(poste.reference);
  await admin.getByLabel('Nom').fill(poste.nom);
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(/\/admin\/poste-de-travail$/);
  await expect(admin.getByRole('status').filter({ hasText: `Le poste ${poste.nom} a été ajouté.` })).toBeVisible();

  await admin.goto('/admin/session-candidature/add');
  await expect(admin.getByRole('heading', { name: 'Ajouter une session' })).toBeVisible();
  await admin.getByLabel('Référence').fill(session.reference);
  await admin.getByLabel("Date d'ouverture").fill(dayFromToday(0));
  await admin.getByLabel('Date de clôture').fill(dayFromToday(30));
  await expect(admin.getByRole('switch', { name: 'Statut : Activé' })).toBeChecked();
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(`La session ${session.reference} a été ajoutée.`)).toBeVisible();
});

test('creates a vacancy whose description is typed in Quill with bold text and a list', async () => {
  await admin.goto('/admin/poste-vacant/add');
  await expect(admin.getByRole('heading', { name: 'Ajouter un poste vacant' })).toBeVisible();
  await admin.getByLabel('Poste de travail').selectOption({ label: poste.nom });
  await admin.getByLabel('Session de candidature').selectOption({ label: session.reference });
  await admin.getByLabel('Type de contrat').selectOption({ label: 'CDI' });
  await admin.getByLabel('Nom du poste vacant').fill(vacancyName);
  await admin.getByLabel('Salaire minimum (€)').fill('36000');
  await admin.getByLabel('Salaire maximum (€)').fill('42000');

  const editor = admin.getByRole('textbox', { name: 'Descriptif', exact: true });
  await editor.click();
  await admin.keyboard.type('Vous rejoignez une équipe ');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.type('qualité logicielle');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.press('Enter');
  // The French description's toolbar (the English one, optional, comes after it).
  await admin.getByRole('button', { name: 'list: bullet' }).first().click();
  await admin.keyboard.type('Tests automatisés');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Revue de code');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(admin).toHaveURL(/\/admin\/poste-vacant$/);
  await expect(admin.getByText('Poste vacant ajouté avec succès')).toBeVisible();
});

test('the vacancy is published on /offre with its formatting', async ({ page }) => {
  await page.goto('/offre');
  const filters = page.getByRole('form', { name: 'Filtrer les offres' });
  await filters.getByLabel('Poste', { exact: true }).selectOption({ label: vacancyName });
  await filters.getByRole('button', { name: 'Rechercher' }).click();
  const card = page.getByRole('article').filter({ hasText: vacancyName });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /Détail du poste/ }).click();
  await expect(page.locator('strong', { hasText: 'qualité logicielle' })).toBeVisible();
  await expect(page.locator('li', { hasText: 'Tests automatisés' })).toBeVisible();
  await expect(page.locator('li', { hasText: 'Revue de code' })).toBeVisible();
});

test('the admin finds the application from the sidebar and downloads both documents', async ({ request }) => {
  const api = await AdminApi.signIn();
  const [vacancy] = await api.get<PosteVacant[]>('/poste-vacant/list', { nom: vacancyName });
  await api.dispose();
  if (!vacancy) throw new Error(`${vacancyName} was not created`);
  await applyAndRegister(request, vacancy.id, candidate);

  await admin.goto('/admin');
  const nav = await openSidebar(admin);
  await nav.getByRole('link', { name: new RegExp(vacancyName) }).click();
  await expect(admin.getByRole('heading', { name: `Candidatures : ${vacancyName}` })).toBeVisible();
  await admin.getByRole('link', { name: `Détail de la candidature de ${candidate.prenom} ${candidate.nom}` }).click();
  await expect(
    admin.getByRole('heading', { name: `Candidature de ${candidate.prenom} ${candidate.nom}` }),
  ).toBeVisible();
  // Typed '0612345678' for FRANCE: stored and shown in international form, dialable as is.
  await expect(admin.getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');

  for (const [label, file] of [
    ['CV', FIXTURES.cv],
    ['Lettre de motivation', FIXTURES.lettre],
  ] as const) {
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: new RegExp(`^${label} : télécharger`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(file.buffer)).toBe(true);
  }
});

test("the admin changes the application's status", async () => {
  await admin.getByRole('tab', { name: "Modifier l'état de la candidature" }).click();
  await admin
    .getByRole('combobox', { name: 'État de la candidature' })
    .selectOption({ label: 'En cours de traitement' });
  await admin.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(admin).toHaveURL(/\/admin\/candidatures$/);
  await expect(admin.getByText(/est maintenant « En cours de traitement »/)).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: `${candidate.nom} ${candidate.prenom}` });
  await expect(row.getByRole('cell', { name: 'En cours de traitement' })).toBeVisible();
});

test("the candidate's space shows the application under its new status", async ({ page }) => {
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/mon-espace$/);
  await page.getByRole('tab', { name: /^En cours de traitement/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText(vacancyName);
});

test('deleting a work position still used by a vacancy shows the refusal in the page', async () => {
  await admin.goto('/admin/poste-de-travail');
  const table = admin.getByRole('table');
  const rows = table.getByRole('row').filter({ hasText: poste.reference });
  // Page through the list (id order) until the position shows, waiting for each page's data.
  for (let page = 1; page < 50; page++) {
    await expect(table).toHaveAttribute('aria-busy', 'false');
    if ((await rows.count()) > 0) break;
    await admin.getByRole('button', { name: 'Suivant' }).click();
    await expect(admin).toHaveURL(new RegExp(`page=${page + 1}`));
  }
  await rows.getByRole('button', { name: `Supprimer le poste ${poste.nom}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirmer' });
  await expect(dialog).toContainText('Voulez-vous vraiment supprimer cet élément ?');
  await dialog.getByRole('button', { name: 'Oui' }).click();
  await expect(admin.getByRole('alert')).toContainText(/Ce poste est utilisé par 1 poste/);
  await expect(rows).toBeVisible();
});

test('a signed-in candidate who opens /admin is refused', async ({ page }) => {
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/mon-espace$/);
  await page.goto('/admin/candidatures');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { expect, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import yauzl from 'yauzl';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations } from '../support/a11y.js';
import { apply, FIXTURES } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';
import { verifyByMail } from '../support/mail.js';
import { fillApplyForm, newApplicant, signIn } from '../support/ui.js';

/**
 * Personal data (contract §10) in the browser: the privacy notice from the apply page, a candidate
 * who downloads everything and deletes the account, an admin who erases a person from the sheet.
 */
const PASSWORD = 'Candidat-2025';
let offre: PosteVacant;

test.beforeAll(async () => {
  const admin = await AdminApi.signIn();
  offre = (await admin.seedOpenVacancies([unique('Analyste RGPD')])).vacancies[0]!;
  await admin.dispose();
});

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry())
    entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  return entries;
}

test('the privacy notice is reachable from the apply page and accessible', async ({ page }) => {
  await page.goto(`/save-document-candidature/${offre.id}`);
  const form = page.getByRole('form', { name: 'Postuler à cette offre' });
  await expect(form.getByRole('checkbox', { name: /vivier de talents/ })).not.toBeChecked();
  await form.getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL('/confidentialite');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Durée de conservation' })).toBeVisible();
  await expect(page.getByText(/gardées\s+24 mois après votre dernière activité/)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' })).toBeVisible();
  await expectNoSeriousViolations(page, { modalOnly: true });
});

test('a candidate downloads their data as a ZIP, then deletes the account', async ({ page }) => {
  // Applies with the talent-pool box ticked, and creates the account from the confirmation.
  await page.goto(`/save-document-candidature/${offre.id}`);
  const applicant = newApplicant();
  const form = await fillApplyForm(page, applicant, ['cv.pdf', 'lettre.docx']);
  await form.getByRole('checkbox', { name: /vivier de talents/ }).check();
  await form.getByRole('button', { name: 'Postuler' }).click();
  await page
    .getByRole('dialog', { name: 'Votre candidature est bien enregistrée' })
    .getByRole('button', { name: 'Continuer' })
    .click();
  await expect(page.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/');
  // The address confirmed from the mailed link, as its owner would (the server then forgets what it
  // remembered of this session at once; a write behind its back would be seen only seconds later).
  await verifyByMail(page.request, applicant.email, PASSWORD);

  await page.goto('/mon-espace');
  const data = page.getByRole('region', { name: 'Mes données' });
  await expect(data).toBeVisible();
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mes-donnees.zip');
  const entries = await unzip(await readFile((await download.path()) as string));
  const exported = JSON.parse(String(entries.get('donnees.json')));
  expect(exported.individu).toMatchObject({ email: applicant.email, nom: applicant.nom, consentementVivier: true });
  expect(exported.candidatures).toHaveLength(1);
  const files = exported.candidatures[0].documents as { fichier: string; nomOriginal: string }[];
  expect(files.map((f) => f.nomOriginal).sort()).toEqual(['cv.pdf', 'lettre.docx']);
  for (const file of files) {
    const expected = file.nomOriginal === 'cv.pdf' ? FIXTURES.cv.buffer : FIXTURES.lettre.buffer;
    expect(entries.get(file.fichier)?.equals(expected)).toBe(true);
  }
  await expect(data.getByText(/Vos données ont été téléchargées/)).toBeVisible();

  await data.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await expect(dialog.getByText('1 candidature et son historique ;')).toBeVisible();
  await expect(dialog.getByText('2 documents (CV, lettres…).')).toBeVisible();
  await expectNoSeriousViolations(page, { modalOnly: true });
  await dialog.getByLabel('Mot de passe').fill('Pas-le-bon-1');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre compte et toutes vos données ont été supprimés.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon espace' })).toHaveCount(0);
  // Gone for the platform too: no person under that address, no sign-in.
  const admin = await AdminApi.signIn();
  expect((await admin.http.get(`/individu/nom/email/${applicant.email}`)).status()).toBe(404);
  await admin.dispose();
  const login = await page.request.post('/api/login1', { data: { email: applicant.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('an admin erases a person from the application sheet; the audit trail keeps the line without the name', async ({
  page,
  request,
}) => {
  const person = {
    nom: 'Garnier',
    prenom: 'Zoé',
    email: `${unique('zoe').toLowerCase()}@example.com`,
    telephone: '0612345678',
  };
  const { idCandidature } = await apply(request, offre.id, person);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/candidature/fiche/${idCandidature}`);
  await expect(page.getByRole('heading', { name: 'Candidature de Zoé Garnier' })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer Zoé Garnier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Effacer Zoé Garnier ?' });
  await expect(dialog.getByText('1 candidature, son historique et ses notes ;')).toBeVisible();
  await expect(dialog.getByText('2 fichiers joints.')).toBeVisible();
  await expectNoSeriousViolations(page, { modalOnly: true });
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();

  await expect(page).toHaveURL('/admin/candidatures');
  await expect(page.getByText('Zoé Garnier et toutes ses données ont été effacés.')).toBeVisible();
  const admin = await AdminApi.signIn();
  expect((await admin.http.get(`/candidature/list/${idCandidature}`)).status()).toBe(404);
  await admin.dispose();

  await page.goto('/admin/audit');
  const table = page.getByRole('table', { name: "Journal d'audit, le plus récent d'abord" });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Effacement d’une personne');
  await expect(first).toContainText(ADMIN.email);
  await expect(table).not.toContainText('Garnier');
  await expectNoSeriousViolations(page, { modalOnly: true });

  await page.goto('/admin/individus');
  await expect(page.getByRole('table', { name: 'Personnes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Personnes' })).not.toContainText(person.email);
  await expectNoSeriousViolations(page, { modalOnly: true });
});

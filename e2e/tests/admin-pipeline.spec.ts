import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Candidature } from '@recrutement/contract';
import { parse } from 'csv-parse/sync';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { apply, applyAndRegister, signIn } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';

/**
 * The recruiter workflow of contract §12 on the real server: the pipeline board (keyboard and
 * mouse, a refused move put back), the candidate seeing the new status, notes and history on the
 * sheet, the CSV export of a filter, the dashboard's figures, axe, and the board on a phone.
 */
test.describe.configure({ mode: 'serial' });

const id = unique('pipe');
const vacancyName = `Chargé de pipeline ${id}`;
const people = ['Camille', 'Bruno', 'Chloé', 'Denis', 'Emma'].map((prenom, i) => ({
  prenom,
  nom: `Pipe${String.fromCharCode(65 + i)}`,
  email: `candidat${i}.${id}@example.com`.toLowerCase(),
  telephone: '0612345678',
}));
const camille = { ...people[0]!, password: 'Candidat-Passw0rd' };
/** Moved by the mouse: has an account too, to see the move in mon-espace. */
const bruno = { ...people[1]!, password: 'Candidat-Passw0rd' };
let vacancyId = 0;
let admin: Page;

const column = (page: Page, etat: string) => page.getByRole('region', { name: new RegExp(`^${etat}`) });
const card = (where: Locator, who: { prenom: string; nom: string }) =>
  where.getByRole('listitem').filter({ has: where.page().getByRole('link', { name: `${who.prenom} ${who.nom}` }) });
/**
 * A key pressed at a person's pace: dnd-kit starts listening to the arrows a task after the pick-up
 * and measures the moved card between two keys; a burst of presses within a millisecond is lost.
 */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
}

const handle = (page: Page, who: { prenom: string; nom: string }) =>
  page.getByRole('button', { name: `Déplacer la candidature de ${who.prenom} ${who.nom}` });

test.beforeAll(async ({ browser, request }) => {
  const api = await AdminApi.signIn();
  const { vacancies } = await api.seedOpenVacancies([vacancyName]);
  await api.dispose();
  vacancyId = vacancies[0]!.id;
  await applyAndRegister(request, vacancyId, camille);
  await applyAndRegister(request, vacancyId, bruno);
  for (const person of people.slice(2)) await apply(request, vacancyId, person);
  // axe needs a page of a context of our own.
  admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await admin?.context().close();
});

test('the board shows a column per status with its count and the cards of the vacancy', async () => {
  await admin.goto(`/admin/pipeline?posteVacant=${vacancyId}`);
  await expect(admin.getByRole('heading', { name: 'Pipeline des candidatures' })).toBeVisible();
  const sent = column(admin, 'envoyée');
  await expect(sent.getByRole('heading')).toContainText('5');
  await expect(sent.getByRole('listitem')).toHaveCount(5);
  await expect(card(sent, camille)).toContainText(vacancyName);
  await expect(column(admin, 'En cours de traitement').getByRole('heading')).toContainText('0');
  await expectNoSeriousViolations(admin, WCAG21);
});

test('an admin moves a card with the keyboard, and hears where it went', async () => {
  await handle(admin, camille).focus();
  await press(admin, 'Space');
  // Picked up: over its own column, as the live region says at once.
  await expect(
    admin.getByText(/Camille PipeA(, dans la colonne| est au-dessus de la colonne) « envoyée »/),
  ).toBeAttached();
  await press(admin, 'ArrowRight');
  await expect(admin.getByText(/est au-dessus de la colonne « consultée par le recruteur »/)).toBeAttached();
  await press(admin, 'ArrowRight');
  await expect(admin.getByText(/est au-dessus de la colonne « En cours de traitement »/)).toBeAttached();
  await press(admin, 'Space');
  await expect(admin.getByText(/a été déposée dans la colonne « En cours de traitement »/)).toBeAttached();
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: 'La candidature de Camille PipeA est maintenant « En cours de traitement ».' }),
  ).toBeVisible();
  await expect(card(column(admin, 'En cours de traitement'), camille)).toBeVisible();
  await expect(column(admin, 'envoyée').getByRole('heading')).toContainText('4');
  // The server says so too (the same status change as the sheet's).
  const api = await AdminApi.signIn();
  const mine = (await api.candidaturesOf(vacancyName)).find((c) => c.individu.email === camille.email);
  await api.dispose();
  expect(mine?.etatCandidature.etat).toBe('En cours de traitement');
});

test('an admin moves a card with the mouse', async () => {
  // Taken by its body (the vacancy's name), as a person drags a card.
  const from = card(column(admin, 'envoyée'), bruno).getByText(vacancyName);
  const target = column(admin, 'Refusée');
  await target.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('board not laid out');
  await admin.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(start.x + start.width / 2 + 20, start.y + 10, { steps: 5 });
  await admin.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 15 });
  await admin.mouse.up();
  await expect(card(target, bruno)).toBeVisible();
  await expect(
    admin.getByRole('status').filter({ hasText: 'La candidature de Bruno PipeB est maintenant « Refusée ».' }),
  ).toBeVisible();
  await expect(target.getByRole('heading')).toContainText('1');
});

test('the candidate sees the new status in mon-espace', async ({ page }) => {
  await signIn(page, camille.email, camille.password);
  await expect(page).toHaveURL(/\/mon-espace$/);
  await page.getByRole('tab', { name: /^En cours de traitement/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText(vacancyName);
});

test('the candidate whose card was moved by the mouse sees it too', async ({ page }) => {
  await signIn(page, bruno.email, bruno.password);
  await expect(page).toHaveURL(/\/mon-espace$/);
  await page.getByRole('tab', { name: /^Refusée/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText(vacancyName);
});

test('a move the server refuses is put back, with the reason in the page', async () => {
  const chloe = people[2]!;
  // The server fails this one call (as a database outage would): the card must come back.
  await admin.route('**/candidature/*/update', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 503, code: 'INTERNAL', message: 'Service momentanément indisponible.' }),
    }),
  );
  await handle(admin, chloe).focus();
  await press(admin, 'Enter');
  await press(admin, 'ArrowRight');
  await expect(
    admin.getByText(/Chloé PipeC est au-dessus de la colonne « consultée par le recruteur »/),
  ).toBeAttached();
  await press(admin, 'Enter');
  const alert = admin.getByRole('alert').filter({ hasText: 'Chloé PipeC' });
  await expect(alert).toContainText('Service momentanément indisponible.');
  await expect(alert).toContainText('Elle reste dans « envoyée »');
  await expect(card(column(admin, 'envoyée'), chloe)).toBeVisible();
  await expect(card(column(admin, 'consultée par le recruteur'), chloe)).toHaveCount(0);
  await admin.unroute('**/candidature/*/update');
});

test('the sheet: notes with author and time, the history with who and when', async () => {
  await card(column(admin, 'En cours de traitement'), camille).getByRole('link').click();
  await expect(admin.getByRole('heading', { name: 'Candidature de Camille PipeA' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Notes' }).click();
  await admin.getByLabel('Nouvelle note').fill('Entretien téléphonique : très motivée.');
  await admin.getByRole('button', { name: 'Ajouter la note' }).click();
  const notes = admin.getByRole('region', { name: 'Notes enregistrées' });
  const note = notes.getByRole('listitem').filter({ hasText: 'Entretien téléphonique : très motivée.' });
  await expect(note).toContainText(ADMIN.email);
  await expect(note.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await admin.reload();
  await admin.getByRole('tab', { name: 'Notes' }).click();
  await expect(note).toBeVisible();

  await admin.getByRole('tab', { name: "Modifier l'état de la candidature" }).click();
  const history = admin.getByRole('region', { name: 'Historique des états' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('En cours de traitement');
  await expect(history.getByRole('listitem').nth(1)).toContainText(ADMIN.email);
});

test('opening an « envoyée » sheet makes it « consultée », and Alt+N goes to the next one', async () => {
  await admin.goto(`/admin/candidatures?posteVacant=${vacancyId}&tri=nom`);
  await admin.getByRole('link', { name: 'Détail de la candidature de Chloé PipeC' }).click();
  await expect(admin.getByRole('heading', { name: 'Candidature de Chloé PipeC' })).toBeVisible();
  await admin.keyboard.press('Alt+n');
  await expect(admin.getByRole('heading', { name: 'Candidature de Denis PipeD' })).toBeVisible();
  await admin.keyboard.press('Alt+p');
  await expect(admin.getByRole('heading', { name: 'Candidature de Chloé PipeC' })).toBeVisible();
  const api = await AdminApi.signIn();
  const all = await api.candidaturesOf(vacancyName);
  await api.dispose();
  const etat = (prenom: string) => all.find((c: Candidature) => c.individu.prenom === prenom)?.etatCandidature.etat;
  expect([etat('Chloé'), etat('Denis'), etat('Emma')]).toEqual([
    'consultée par le recruteur',
    'consultée par le recruteur',
    'envoyée',
  ]);
});

test('the export of the filtered list opens as the same rows, in a French spreadsheet format', async () => {
  await admin.goto(`/admin/candidatures?posteVacant=${vacancyId}&tri=nom`);
  const table = admin.getByRole('table', { name: 'Candidatures' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidatures-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
  expect(rows[0]?.slice(0, 5)).toEqual(['N°', 'Date de candidature', 'Civilité', 'Nom', 'Prénom']);
  expect(rows.slice(1).map((r) => `${r[4]} ${r[3]}`)).toEqual(people.map((p) => `${p.prenom} ${p.nom}`));
  const etats = Object.fromEntries(rows.slice(1).map((r) => [r[4], r[11]]));
  expect(etats).toMatchObject({ Camille: 'En cours de traitement', Bruno: 'Refusée', Emma: 'envoyée' });
  // A phone number begins with '+': a spreadsheet must not take it for a formula.
  expect(rows[1]?.[6]).toBe("'+33 6 12 34 56 78");
});

test('a bulk change moves the ticked applications together', async () => {
  await admin.getByRole('checkbox', { name: 'Sélectionner la candidature de Denis PipeD' }).check();
  await admin.getByRole('checkbox', { name: 'Sélectionner la candidature de Emma PipeE' }).check();
  const bar = admin.getByRole('form', { name: "Changer l'état de la sélection" });
  await bar.getByLabel('Nouvel état').selectOption({ label: 'Acceptée' });
  await bar.getByRole('button', { name: 'Appliquer à la sélection' }).click();
  await expect(admin.getByText('2 candidatures passées à « Acceptée ».')).toBeVisible();
  const rows = admin.getByRole('row').filter({ hasText: /PipeD|PipeE/ });
  await expect(rows.filter({ hasText: 'Acceptée' })).toHaveCount(2);
});

test('the dashboard shows the figures arranged above, each a link to its list', async () => {
  const api = await AdminApi.signIn();
  const stats = await api.get<{
    candidaturesNonTraitees: number;
    parEtat: { id: number; etat: string; n: number }[];
    parOffre: { id: number; offre: string; n: number }[];
  }>('/stats/dashboard');
  const envoyee = stats.parEtat.find((e) => e.etat === 'envoyée');
  const listed = await api.http.get('/candidature/list', { params: { etat: envoyee?.id ?? 0, page: 1, size: 1 } });
  await api.dispose();
  expect(stats.candidaturesNonTraitees).toBe(Number(listed.headers()['x-total-count']));
  // Our vacancy has the most applications of the run: it heads the top vacancies with its five.
  expect(stats.parOffre[0]).toMatchObject({ id: vacancyId, n: 5 });

  await admin.goto('/admin');
  const nouvelles = stats.candidaturesNonTraitees;
  // French says « 0 candidature », « 1 candidature », « 2 candidatures » (Intl.PluralRules).
  const badge = admin.getByRole('link', { name: `${nouvelles} candidature${nouvelles > 1 ? 's' : ''} à traiter` });
  await expect(badge).toBeVisible();
  const offres = admin.getByRole('figure', { name: 'Offres les plus demandées' });
  const top = offres.getByRole('listitem').first();
  await expect(top).toContainText(vacancyName);
  await expect(top).toContainText('5');
  const etats = admin.getByRole('figure', { name: 'Candidatures par état' });
  for (const e of stats.parEtat) {
    await expect(etats.getByRole('listitem').filter({ hasText: e.etat })).toContainText(String(e.n));
  }
  await expect(admin.getByRole('img', { name: /^Candidatures par état :/ })).toBeVisible();
  await expectNoSeriousViolations(admin, WCAG21);
  await top.getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/candidatures\\?posteVacant=${vacancyId}$`));
  await expect(admin.getByRole('table', { name: 'Candidatures' }).getByRole('row')).toHaveCount(6);
});

test('on a phone the board scrolls sideways, its moves still work, and the menu is an off-canvas panel', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })).newPage();
  await signIn(phone, ADMIN.email, ADMIN.password);
  await expect(phone).toHaveURL(/\/admin$/);
  await phone.goto(`/admin/pipeline?posteVacant=${vacancyId}`);
  await expect(column(phone, 'Acceptée').getByRole('heading')).toContainText('2', { timeout: 30_000 });
  // The page itself never scrolls sideways: only the board does.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const board = phone.locator('.pipeline-board');
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(phone, WCAG21);

  const emma = people[4]!;
  await handle(phone, emma).focus();
  await press(phone, 'Space');
  await expect(
    phone.getByText(/Emma PipeE(, dans la colonne| est au-dessus de la colonne) « Acceptée »/),
  ).toBeAttached();
  await press(phone, 'ArrowLeft');
  await expect(phone.getByText(/Emma PipeE est au-dessus de la colonne « Refusée »/)).toBeAttached();
  await press(phone, 'Space');
  await expect(card(column(phone, 'Refusée'), emma)).toBeVisible();

  // The lists: a row's actions stay on screen while its table scrolls sideways.
  for (const [path, action] of [
    [`/admin/candidatures?posteVacant=${vacancyId}`, 'Détail de la candidature de Emma PipeE'],
    ['/admin/poste-vacant?ouvert=true', /^Modifier/],
  ] as const) {
    await phone.goto(path);
    const link = phone.getByRole('table').getByRole('link', { name: action }).first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    const box = await link.boundingBox();
    expect(box && box.x + box.width, path).toBeLessThanOrEqual(375);
  }

  await phone.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = phone.getByRole('navigation', { name: "Menu d'administration" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  await phone.context().close();
});

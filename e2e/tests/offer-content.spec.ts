import { expect, type Page, test } from '@playwright/test';
import type { PosteVacant } from '@recrutement/contract';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { signIn } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';
import { fillApplyForm, newApplicant } from '../support/ui.js';

/**
 * What an offer must say (contract §16) on the real server: a vacancy created in the back office
 * with a pay range and two screening questions, the range on the careers page and its filters, an
 * application answering the questions with one requirement unmet, the flag on the board, the
 * answers on the sheet; axe on each screen.
 */
test.describe.configure({ mode: 'serial' });

const id = unique('offre');
const vacancyName = `Livreur urbain ${id}`;
/** Intl writes French thousands with a narrow no-break space. */
const PAY = /35\s000 – 42\s000 € brut par an/u;
const applicant = { ...newApplicant(), nom: `Critere${id.replace(/\W/g, '')}` };
let admin: Page;
let vacancyId = 0;
let refs: { poste: string; session: string };

test.beforeAll(async ({ browser }) => {
  const api = await AdminApi.signIn();
  const poste = await api.createPosteDeTravail({ nom: `Livreur ${id}` });
  const session = await api.createSession();
  await api.dispose();
  refs = { poste: poste.nom, session: session.reference };
  admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await admin.context().close();
});

test('creates a vacancy with a pay range and two screening questions', async () => {
  await admin.goto('/admin/poste-vacant/add');
  await admin.getByLabel('Poste de travail').selectOption({ label: refs.poste });
  await admin.getByLabel('Session de candidature').selectOption({ label: refs.session });
  await admin.getByLabel('Type de contrat').selectOption({ label: 'CDI' });
  await admin.getByLabel('Nom du poste vacant').fill(vacancyName);
  // The range is required: saving without it names the fields.
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(/Le salaire minimum est obligatoire/)).toBeVisible();
  await admin.getByLabel('Salaire minimum (€)').fill('35000');
  await admin.getByLabel('Salaire maximum (€)').fill('42000');
  await admin.getByLabel('Période').selectOption('AN');
  await admin.getByLabel('Télétravail').selectOption('TOTAL');

  await admin.getByRole('button', { name: 'Ajouter une question' }).click();
  await admin.getByRole('textbox', { name: 'Question 1' }).fill('Avez-vous le permis B ?');
  await admin.getByLabel('Type de la question 1').selectOption('OUI_NON');
  await admin.getByLabel('Réponse attendue à la question 1').selectOption('true');
  await admin.getByRole('checkbox', { name: 'Réponse obligatoire' }).first().check();

  await admin.getByRole('button', { name: 'Ajouter une question' }).click();
  // A question about pay history is refused before anything is saved.
  await admin.getByRole('textbox', { name: 'Question 2' }).fill('Quel était votre salaire précédent ?');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(/directive européenne 2023\/970/)).toBeVisible();
  await admin.getByRole('textbox', { name: 'Question 2' }).fill('Niveau d’anglais');
  await admin.getByLabel('Type de la question 2').selectOption('CHOIX');
  await admin.getByLabel(/Réponses proposées .* question 2/).fill('B1\nB2\nC1');
  await admin.getByLabel(/Réponses acceptées .* question 2/).fill('B2\nC1');
  await admin.getByRole('checkbox', { name: 'Réponse obligatoire' }).nth(1).check();
  await expectNoSeriousViolations(admin, WCAG21);
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Poste vacant ajouté avec succès')).toBeVisible();

  const api = await AdminApi.signIn();
  const [vacancy] = await api.get<PosteVacant[]>('/poste-vacant/list', { nom: vacancyName });
  const questions = await api.get<{ libelle: string; attendu: unknown }[]>(`/poste-vacant/${vacancy!.id}/questions`);
  await api.dispose();
  vacancyId = vacancy!.id;
  expect(vacancy).toMatchObject({ salaireMin: 35000, salaireMax: 42000, salairePeriode: 'AN', teletravail: 'TOTAL' });
  expect(questions).toEqual([
    expect.objectContaining({ libelle: 'Avez-vous le permis B ?', attendu: true }),
    expect.objectContaining({ libelle: 'Niveau d’anglais', attendu: ['B2', 'C1'] }),
  ]);
});

test('a candidate finds it by pay and remote work, and applies answering the questions', async ({ page }) => {
  await page.goto('/offre');
  await page.getByLabel('Télétravail').selectOption('TOTAL');
  await page.getByLabel('Salaire brut annuel minimum (€)').fill('40000');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/teletravail=TOTAL/);
  const card = page.getByRole('article', { name: vacancyName });
  await expect(card).toContainText(PAY);
  await expect(card).toContainText('Télétravail complet');
  // A figure above the range's maximum leaves it out.
  await page.getByLabel('Salaire brut annuel minimum (€)').fill('43000');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/salaireMin=43000/);
  await expect(page.getByRole('article', { name: vacancyName })).toHaveCount(0);

  await page.goto(`/offre/dtail/${vacancyId}`);
  await expect(page.getByText(PAY).first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.baseSalary.value).toMatchObject({ minValue: 35000, maxValue: 42000, unitText: 'YEAR' });
  expect(jsonLd.jobLocationType).toBe('TELECOMMUTE');
  await page.getByRole('link', { name: 'Postuler' }).click();

  const form = await fillApplyForm(page, applicant, ['cv.pdf', 'lettre.docx']);
  // Unanswered required questions are named with the form's checks, before anything is sent.
  await form.getByRole('button', { name: 'Postuler' }).click();
  const permis = form.getByRole('group', { name: /Avez-vous le permis B/ });
  await expect(permis).toContainText('Cette question est obligatoire.');
  await expectNoSeriousViolations(page);
  await permis.getByRole('radio', { name: 'Non' }).check();
  await form.getByLabel(/Niveau d’anglais/).selectOption('C1');
  await form.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre candidature est bien enregistrée' })).toBeVisible();
});

test('the board flags the unmet requirement and the sheet shows the answers', async () => {
  await admin.goto(`/admin/pipeline?posteVacant=${vacancyId}`);
  const card = admin.getByRole('listitem').filter({
    has: admin.getByRole('link', { name: `${applicant.prenom} ${applicant.nom}` }),
  });
  await expect(card).toContainText('Critères non remplis');
  await expectNoSeriousViolations(admin, WCAG21);

  await admin.goto(`/admin/candidatures?posteVacant=${vacancyId}&criteresNonRemplis=true`);
  await expect(admin.getByRole('row', { name: new RegExp(applicant.nom) })).toContainText('Critères non remplis');

  await admin.goto(`/admin/pipeline?posteVacant=${vacancyId}`);
  await card.getByRole('link', { name: `${applicant.prenom} ${applicant.nom}` }).click();
  const answers = admin.getByRole('region', { name: 'Réponses aux questions' });
  await expect(answers).toContainText('Avez-vous le permis B ?');
  await expect(answers.getByRole('definition').first()).toHaveText('Non');
  await expect(answers).toContainText('Niveau d’anglais');
  await expect(answers.getByRole('definition').nth(1)).toHaveText('C1');
  await expect(admin.getByText('Critères non remplis').first()).toBeVisible();
  await expectNoSeriousViolations(admin, WCAG21);
});

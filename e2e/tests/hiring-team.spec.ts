import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { apply, signIn } from '../support/admin.js';
import { AdminApi, unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';

/**
 * The hiring team of contract §14 in the browser, on the real server: an admin invites a member
 * from the page « Équipe », the member accepts from the mailed link (/invitation), signs in and
 * sees only its team's applications, submits a scorecard and only then sees the others'; axe on
 * the new pages.
 */
test.describe.configure({ mode: 'serial' });

const id = unique('team');
const memberEmail = `membre.${id}@example.com`.toLowerCase();
const memberPassword = 'Membre-Passw0rd';
const inside = `Offre de l'équipe ${id}`;
const outside = `Offre d'une autre équipe ${id}`;
const applicants = {
  inside: { prenom: 'Alice', nom: `Dedans${id.slice(-4)}`, email: `dedans.${id}@example.com`.toLowerCase() },
  outside: { prenom: 'Bruno', nom: `Dehors${id.slice(-4)}`, email: `dehors.${id}@example.com`.toLowerCase() },
};
let vacancies: { inside: number; outside: number };
let candidatureInside = 0;
let admin: Page;

test.beforeAll(async ({ browser, request }) => {
  const api = await AdminApi.signIn();
  const seeded = await api.seedOpenVacancies([inside, outside]);
  vacancies = { inside: seeded.vacancies[0]!.id, outside: seeded.vacancies[1]!.id };
  await api.post(`/poste-vacant/${vacancies.inside}/criteres`, {
    criteres: [{ libelle: 'Compétences techniques' }, { libelle: 'Communication' }],
  });
  const a = await apply(request, vacancies.inside, { ...applicants.inside, telephone: '0612345678' });
  await apply(request, vacancies.outside, { ...applicants.outside, telephone: '0612345679' });
  candidatureInside = a.idCandidature;
  await api.dispose();
  admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await admin?.context().close();
});

test('an admin invites a member from the page « Équipe »', async () => {
  await admin.goto('/admin/equipe');
  await expect(admin.getByRole('heading', { name: 'Équipe' }).first()).toBeVisible();
  const form = admin.getByRole('form', { name: 'Inviter un membre' });
  await form.getByLabel('Adresse e-mail').fill(memberEmail);
  await form.getByLabel('Rôle').selectOption('MEMBRE');
  await form.getByRole('button', { name: 'Inviter' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Invitation envoyée à ${memberEmail}` })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: memberEmail });
  await expect(row.getByText('Invitation en attente')).toBeVisible();
  await expectNoSeriousViolations(admin, WCAG21);
});

test('the admin puts the member on one vacancy’s team from its form', async () => {
  await admin.goto(`/admin/poste-vacant/edit/${vacancies.inside}`);
  const team = admin.getByRole('form', { name: 'Équipe de recrutement' });
  await expect(team).toBeVisible();
  await team.getByRole('checkbox', { name: new RegExp(memberEmail) }).check();
  await team.getByRole('button', { name: "Enregistrer l'équipe" }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Équipe enregistrée.' })).toBeVisible();
  await expectNoSeriousViolations(admin, WCAG21);
});

test('the member accepts from the mailed link, signs in and sees only the team’s applications', async ({ browser }) => {
  const [mail] = (await waitForMail(memberEmail, /^Invitation à rejoindre l'équipe de recrutement$/)).slice(-1);
  const link = linkIn(mail!, '/invitation');
  const member = await (await browser.newContext()).newPage();
  await member.goto(new URL(link).pathname + new URL(link).search);
  await expect(member.getByRole('heading', { name: "Rejoindre l'équipe" })).toBeVisible();
  await expectNoSeriousViolations(member);
  const form = member.getByRole('form', { name: "Accepter l'invitation" });
  await form.getByLabel('Prénom').fill('Morgane');
  await form.getByLabel(/^Nom/).fill('Membre');
  await form.getByLabel('Mot de passe', { exact: true }).fill(memberPassword);
  await form.getByLabel('Confirmez le mot de passe').fill(memberPassword);
  await form.getByRole('button', { name: "Rejoindre l'équipe" }).click();
  await expect(member).toHaveURL(/\/admin$/);
  await member.context().close();

  // Signs in again, as a person would another day.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, memberEmail, memberPassword);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/candidatures');
  await expect(page.getByRole('link', { name: new RegExp(applicants.inside.nom) }).first()).toBeVisible();
  await expect(page.getByText(applicants.outside.nom)).toHaveCount(0);
  // Not offered what the role may not do.
  await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeHidden();
  await page.goto('/admin/pipeline');
  await expect(page.getByText(applicants.inside.nom).first()).toBeVisible();
  await expect(page.getByText(applicants.outside.nom)).toHaveCount(0);
  await page.context().close();
});

test('the member submits a scorecard, and only then sees the others’', async ({ browser }) => {
  // A colleague (the admin) evaluated first.
  const api = await AdminApi.signIn();
  const criteres = await api.get<{ id: number }[]>(`/poste-vacant/${vacancies.inside}/criteres`);
  await api.post(`/candidature/${candidatureInside}/evaluations`, {
    notes: criteres.map((c) => ({ critere: { id: c.id }, note: 4 })),
    avis: 'OUI_FORT',
    commentaire: 'Excellent entretien technique.',
  });
  await api.dispose();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, memberEmail, memberPassword);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/candidature/fiche/${candidatureInside}`);
  const panel = page.getByRole('region', { name: 'Évaluations' });
  await expect(panel.getByTestId('evaluations-total')).toHaveText('1 évaluation.');
  await expect(panel.getByText('Excellent entretien technique.')).toHaveCount(0);
  await expect(panel.getByText(/s'affichent une fois la vôtre enregistrée/)).toBeVisible();
  await expectNoSeriousViolations(page, WCAG21);

  const form = panel.getByRole('form', { name: 'Mon évaluation' });
  await form.getByRole('radiogroup', { name: 'Note pour Compétences techniques' }).getByText('3').click();
  await form.getByRole('radiogroup', { name: 'Note pour Communication' }).getByText('2').click();
  await form.getByLabel('Avis').selectOption('OUI');
  await form.getByLabel('Commentaire (facultatif)').fill('Bon potentiel, à confirmer.');
  await form.getByRole('button', { name: 'Enregistrer mon évaluation' }).click();

  await expect(panel.getByTestId('evaluations-total')).toHaveText('2 évaluations.');
  const shown = panel.getByRole('listitem');
  await expect(shown.getByText('Excellent entretien technique.')).toBeVisible();
  await expect(shown.getByText('Bon potentiel, à confirmer.')).toBeVisible();
  // The averages: (4 + 3) / 2 and (4 + 2) / 2.
  await expect(panel.getByRole('row', { name: /Compétences techniques/ })).toContainText('3,5');
  await expect(panel.getByRole('row', { name: /Communication/ })).toContainText('3');
  await expectNoSeriousViolations(page, WCAG21);

  // The board's card counts them.
  await page.goto(`/admin/pipeline?posteVacant=${vacancies.inside}`);
  await expect(page.getByTestId(`evaluations-${candidatureInside}`)).toHaveText('2 évaluations');
  await page.context().close();
});

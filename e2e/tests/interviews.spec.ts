import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.js';
import { expectNoSeriousViolations, WCAG21 } from '../support/a11y.js';
import { applyAndRegister, signIn } from '../support/admin.js';
import { AdminApi, dayFromToday, unique } from '../support/api.js';
import { linkIn, waitForMail } from '../support/mail.js';

/**
 * Interviews (contract §15) in the browser, on the real server: a recruiter proposes two slots
 * from the application sheet, the candidate picks one from the mailed link, the invitation goes
 * out as a calendar part, and the interview shows in mon-espace and in the staff agenda; axe on
 * each screen.
 */
test.describe.configure({ mode: 'serial' });

const id = unique('itv');
const vacancyName = `Chargée d'entretiens ${id}`;
const candidate = {
  prenom: 'Inès',
  nom: `Rdv${id.slice(-4)}`,
  email: `ines.${id}@example.com`.toLowerCase(),
  telephone: '0612345678',
  password: 'Candidat-Passw0rd',
};
let candidatureId = 0;

/** The iCalendar UTC stamp (`20261129T133000Z`) of a date and time in Paris (the browser's zone here). */
function parisStamp(day: string, time: string): string {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(guess));
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const utc = new Date(guess - (minutes(shown) - minutes(time)) * 60_000);
  return utc
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
let admin: Page;
/** A hiring manager on the vacancy's team (§14), invited and accepted through the mailed link. */
const member = { email: `manon.${id}@example.com`.toLowerCase(), prenom: 'Manon', nom: `Equipe${id.slice(-4)}` };

test.beforeAll(async ({ browser, request }) => {
  const api = await AdminApi.signIn();
  const { vacancies } = await api.seedOpenVacancies([vacancyName]);
  const invited = await api.post<{ id: number }>('/staff/invite', { email: member.email, role: 'MEMBRE' });
  const [invitation] = (await waitForMail(member.email, /^Invitation à rejoindre l'équipe de recrutement$/)).slice(-1);
  const token = new URL(linkIn(invitation!, '/invitation')).searchParams.get('token');
  const accepted = await request.post('/api/invitation/accept', {
    data: { token, password: 'Membre-Passw0rd', nom: member.nom, prenom: member.prenom },
  });
  expect(accepted.status()).toBe(201);
  await api.post(`/poste-vacant/${vacancies[0]!.id}/equipe`, { membres: [{ id: invited.id }] });
  await api.dispose();
  candidatureId = (await applyAndRegister(request, vacancies[0]!.id, candidate)).idCandidature;
  admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await admin.context().close();
});

test('a recruiter proposes two slots from the application sheet', async () => {
  await admin.goto(`/admin/candidature/fiche/${candidatureId}`);
  await admin.getByRole('tab', { name: 'Entretiens' }).click();
  const panel = admin.getByRole('region', { name: 'Entretiens' });
  await expect(panel.getByText('Aucun entretien pour cette candidature.')).toBeVisible();
  await panel.getByRole('button', { name: 'Proposer un entretien' }).click();

  const dialog = admin.getByRole('dialog', { name: 'Proposer un entretien' });
  // Participants come from the vacancy's hiring team, then the admins and recruiters (§15); the
  // signed-in recruiter takes part by default; nobody from outside (no address to type).
  const team = dialog.getByRole('group', { name: "Équipe de l'offre" });
  const teamMember = team.getByRole('checkbox', { name: `${member.prenom} ${member.nom} · Membre d'équipe` });
  await expect(teamMember).not.toBeChecked();
  const managers = dialog.getByRole('group', { name: 'Administrateurs et recruteurs' });
  await expect(managers.getByRole('checkbox', { name: /\(vous\) · Administrateur/ })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /adresse e-mail/i })).toHaveCount(0);
  await teamMember.check();
  // Nothing filled: the page says what is missing, beside each field.
  await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(dialog.getByText('Indiquez une date et une heure valides.')).toBeVisible();
  await expect(dialog.getByText("Indiquez le lieu ou le lien de visioconférence de l'entretien.")).toBeVisible();

  await dialog.getByLabel('Date du créneau 1').fill(dayFromToday(3));
  await dialog.getByLabel('Heure du créneau 1').fill('10:00');
  await dialog.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await dialog.getByLabel('Date du créneau 2').fill(dayFromToday(4));
  await dialog.getByLabel('Heure du créneau 2').fill('14:30');
  await dialog.getByLabel('Durée du créneau 2').selectOption('45');
  await dialog.getByLabel('Lieu ou lien de visioconférence').fill('Visio : https://visio.exemple.fr/rdv');
  await expectNoSeriousViolations(admin, { ...WCAG21, modalOnly: true });
  await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(dialog).toBeHidden();

  const item = panel.getByRole('listitem').filter({ hasText: 'En attente du choix du candidat' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('listitem')).toHaveCount(2);
  await expect(item).toContainText('Visio : https://visio.exemple.fr/rdv');
  await expectNoSeriousViolations(admin, WCAG21);
});

test('the candidate picks a slot from the mailed link, and everyone gets the invitation', async ({ browser }) => {
  const [mail] = await waitForMail(candidate.email, /^Choisissez votre créneau d'entretien$/);
  const link = new URL(linkIn(mail!, '/entretien'));
  // The link opens in the candidate's mail client: a browser without any session.
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre entretien' })).toBeVisible();
  await expect(page.getByText(vacancyName)).toBeVisible();
  const slots = page.getByRole('group', { name: 'Choisissez votre créneau' });
  await expect(slots.getByRole('radio')).toHaveCount(2);
  await expect(page.getByText('Europe/Paris')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Confirmer ce créneau' }).click();
  await expect(page.getByText('Choisissez un des créneaux proposés.')).toBeVisible();
  const second = slots.getByRole('radio').nth(1);
  await second.check();
  await page.getByRole('button', { name: 'Confirmer ce créneau' }).click();
  const confirmed = page.getByRole('status').filter({ hasText: 'Votre entretien est confirmé' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText('14:30');
  await expectNoSeriousViolations(page);
  // The link still shows the confirmed interview, not the slots.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Votre entretien est confirmé' })).toBeVisible();
  await page.context().close();

  // Message 7 with its calendar part, to the candidate, the recruiter and the team member picked.
  for (const to of [candidate.email, ADMIN.email, member.email]) {
    const [confirmation] = await waitForMail(to, /^Entretien confirmé : /);
    const ics = confirmation!.attachments.find((a) => a.contentType === 'text/calendar');
    const text = ics?.content.toString('utf8') ?? '';
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain(`DTSTART:${parisStamp(dayFromToday(4), '14:30')}`);
    if (to === candidate.email) await writeFile(join(tmpdir(), 'itv22-e2e-invitation.ics'), text);
  }
});

test('the candidate sees the interview in mon-espace', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, candidate.email, candidate.password);
  // Signed in once the page has left the form (going on earlier would race the sign-in).
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/mon-espace');
  const section = page.getByRole('region', { name: 'Mes entretiens' });
  await expect(section).toBeVisible();
  const card = section.getByRole('listitem').filter({ hasText: vacancyName });
  await expect(card).toContainText('Confirmé');
  await expect(card).toContainText('14:30');
  await expect(card).toContainText('https://visio.exemple.fr/rdv');
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test('the staff agenda lists it, with the address of the calendar feed', async () => {
  await admin.goto('/admin/entretiens');
  await expect(admin.getByRole('heading', { name: 'Mes entretiens' })).toBeVisible();
  const agenda = admin.getByRole('region', { name: 'Agenda' });
  const entry = agenda.getByRole('listitem').filter({ hasText: `${candidate.prenom} ${candidate.nom}` });
  await expect(entry).toContainText('14:30');
  await expect(entry).toContainText('Confirmé');
  await expect(entry.getByRole('link', { name: `${candidate.prenom} ${candidate.nom}` })).toHaveAttribute(
    'href',
    `/admin/candidature/fiche/${candidatureId}`,
  );
  const url = await admin.getByLabel("Adresse de l'agenda").inputValue();
  expect(url).toMatch(/\/api\/calendrier\/\d+\.[\w-]+\.ics$/);
  const feed = await admin.request.get(new URL(url).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(vacancyName.slice(0, 20));
  await expectNoSeriousViolations(admin, WCAG21);
});

test('the recruiter moves it, then cancels it, from the sheet; the calendars follow', async () => {
  await admin.goto(`/admin/candidature/fiche/${candidatureId}`);
  await admin.getByRole('tab', { name: 'Entretiens' }).click();
  const panel = admin.getByRole('region', { name: 'Entretiens' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Confirmé' });
  await item.getByRole('button', { name: 'Déplacer' }).click();
  const dialog = admin.getByRole('dialog', { name: "Déplacer l'entretien" });
  await expect(dialog.getByLabel('Nouvelle heure')).toHaveValue('14:30');
  await dialog.getByLabel('Nouvelle date').fill(dayFromToday(5));
  await dialog.getByLabel('Nouvelle heure').fill('16:00');
  await expectNoSeriousViolations(admin, { ...WCAG21, modalOnly: true });
  await dialog.getByRole('button', { name: 'Déplacer et prévenir' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('16:00');

  const [moved] = await waitForMail(candidate.email, /^Entretien déplacé : /);
  const request = moved!.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? '';
  expect(request).toContain('METHOD:REQUEST');
  expect(request).toContain('SEQUENCE:1');
  expect(request).toContain(`DTSTART:${parisStamp(dayFromToday(5), '16:00')}`);

  await item.getByRole('button', { name: "Annuler l'entretien" }).click();
  await admin.getByRole('dialog', { name: "Annuler l'entretien" }).getByRole('button', { name: 'Oui' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Annulé' })).toBeVisible();
  const [cancelled] = await waitForMail(candidate.email, /^Entretien annulé : /);
  const cancel = cancelled!.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? '';
  expect(cancel).toContain('METHOD:CANCEL');
  expect(cancel).toContain('STATUS:CANCELLED');
  expect(cancel).toContain('SEQUENCE:2');
  await writeFile(join(tmpdir(), 'itv22-e2e-move.ics'), request);
  await writeFile(join(tmpdir(), 'itv22-e2e-cancel.ics'), cancel);
});

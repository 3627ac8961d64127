/** What a person does in the public site, by role and label. */
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { unique } from './api.js';

export const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);

export interface Applicant {
  civilite: string;
  prenom: string;
  nom: string;
  pays: string;
  telephone: string;
  email: string;
}

export const newApplicant = (): Applicant => ({
  civilite: 'Madame',
  prenom: 'Marie',
  nom: 'Durand',
  pays: 'FRANCE (+33)',
  telephone: '06 12 34 56 78',
  email: `${unique('marie').toLowerCase()}@example.com`,
});

/**
 * Fills the apply form (the public one, or the back office's "record an application", named by
 * `formName`); a field left out of `applicant` stays empty.
 */
export async function fillApplyForm(
  page: Page,
  applicant: Partial<Applicant>,
  files: [string?, string?],
  formName = 'Postuler à cette offre',
) {
  const form = page.getByRole('form', { name: formName });
  await expect(form).toBeVisible();
  if (applicant.civilite) await form.getByLabel('Civilité').selectOption({ label: applicant.civilite });
  if (applicant.prenom) await form.getByLabel('Prénom', { exact: true }).fill(applicant.prenom);
  if (applicant.nom) await form.getByLabel('Nom', { exact: true }).fill(applicant.nom);
  if (applicant.pays) await form.getByLabel('Pays').selectOption({ label: applicant.pays });
  if (applicant.telephone) await form.getByLabel('Téléphone').fill(applicant.telephone);
  if (applicant.email) await form.getByLabel('Adresse e-mail').fill(applicant.email);
  const [first, second] = files;
  if (first)
    await form.getByRole('group', { name: 'Pièce jointe 1' }).getByLabel('Fichier').setInputFiles(fixture(first));
  if (second)
    await form.getByRole('group', { name: 'Pièce jointe 2' }).getByLabel('Fichier').setInputFiles(fixture(second));
  return form;
}

/** Signs in through the /login page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Counts the apply requests the page sends from now on. */
export function countApplyRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/candidature\/upload-user$/.test(new URL(req.url()).pathname)) counter.count += 1;
  });
  return counter;
}

import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Test helpers of the apply form, shared by its own tests and the back office's (never imported by the app). */

/** The reference lists the form loads, by path. */
export const APPLY_REFERENCES: Record<string, unknown> = {
  '/civilite/list': [{ id: 1, designation: 'Madame', abreviation: 'Mme' }],
  '/pays/list': [{ id: 75, designation: 'FRANCE', abreviation: '33', code: 'FR' }],
  '/nom-document/list': [
    { id: 1, nom: 'CV' },
    { id: 2, nom: 'Lettre de motivation' },
  ],
  // The vacancy of the form's tests asks nothing unless a test says otherwise (§16).
  '/poste-vacant/12/questions': [],
};

export const APPLICANT = { nom: 'Durand', prenom: 'Marie', email: 'marie@example.com', telephone: '0612345678' };

/** The `datas` part the form sends for `APPLICANT` (contract §5). */
export const APPLICANT_DATAS = { ...APPLICANT, pays: { id: 75 }, civilite: { id: 1 } };

export const pdf = (name = 'cv.pdf', size = 1200) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

export const fileInputs = () => screen.getAllByLabelText('Fichier') as HTMLInputElement[];

type User = ReturnType<typeof userEvent.setup> | typeof userEvent;

/** Fills who applies with `APPLICANT`. */
export async function fillApplicant(user: User) {
  await user.selectOptions(screen.getByLabelText('Civilité'), 'Madame');
  await user.type(screen.getByLabelText('Prénom'), APPLICANT.prenom);
  await user.type(screen.getByLabelText('Nom'), APPLICANT.nom);
  await user.selectOptions(screen.getByLabelText('Pays'), 'FRANCE (+33)');
  await user.type(screen.getByLabelText('Téléphone'), APPLICANT.telephone);
  await user.type(screen.getByLabelText('Adresse e-mail'), APPLICANT.email);
}

/** Chooses a CV and a cover letter. */
export async function attachBoth(user: User) {
  const [cv, lm] = fileInputs();
  await user.upload(cv!, pdf());
  await user.upload(lm!, pdf('lettre.pdf'));
}

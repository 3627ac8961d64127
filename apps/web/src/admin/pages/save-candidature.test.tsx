import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth';
import { stubXhr } from '../../lib/testing';
import { candidature } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderAdmin, signInAs } from '../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const vacant = candidature().posteVacant;
const routes = {
  'GET /candidature/noms-postes': () => ({ body: [] }),
  'GET /poste-vacant/list': () => ({ body: [vacant] }),
  'GET /civilite/list': () => ({ body: [{ id: 1, designation: 'Madame', abreviation: 'Mme' }] }),
  'GET /pays/list': () => ({ body: [{ id: 75, designation: 'FRANCE', abreviation: '33', code: 'FR' }] }),
  'GET /nom-document/list': () => ({
    body: [
      { id: 1, nom: 'CV' },
      { id: 2, nom: 'Lettre de motivation' },
    ],
  }),
  'GET /candidature/list/42': () => ({ body: candidature({ id: 42 }) }),
};

describe('record an application for a candidate', () => {
  it('refuses a form without files, then sends the multipart body of contract §5', async () => {
    const xhr = stubXhr({ status: 201, body: { idIndividu: '11', idCandidature: 42 } });
    const api = mockApi(routes);
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/save-document-candidature');
    const submit = await screen.findByRole('button', { name: 'Enregistrer la candidature' });
    expect(api.callsTo('GET', '/poste-vacant/list')[0]?.query.get('ouvert')).toBe('true');

    await user.click(submit);
    expect(await screen.findAllByText('Le fichier est obligatoire.')).toHaveLength(2);
    expect(screen.getByText("L'offre d'emploi est obligatoire.")).toBeInTheDocument();
    expect(xhr).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/Poste vacant/), String(vacant.id));
    await user.selectOptions(screen.getByLabelText(/Civilite/), '1');
    await user.type(screen.getByLabelText(/Prenom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.selectOptions(screen.getByLabelText(/Pays/), '75');
    await user.type(screen.getByLabelText(/Telephone/), '0612345678');
    await user.type(screen.getByLabelText(/Email/), 'lea@example.com');
    const [typeCV, typeLM] = screen.getAllByLabelText(/Type de pièce jointe/);
    const [fileCV, fileLM] = screen.getAllByLabelText(/Fichier/);
    await user.selectOptions(typeCV as HTMLElement, 'CV');
    await user.selectOptions(typeLM as HTMLElement, 'Lettre de motivation');
    await user.upload(fileCV as HTMLInputElement, new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await user.upload(fileLM as HTMLInputElement, new File(['%PDF-1.4 lm'], 'lettre.pdf', { type: 'application/pdf' }));
    await user.click(submit);

    expect(await screen.findByText('La candidature a bien été enregistrée.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/42');
    const sent = xhr.requests[0];
    expect(sent?.url).toBe('/document-candidature/upload');
    expect(sent?.headers.Authorization).toMatch(/^Bearer /);
    expect(sent?.body.get('postId')).toBe(String(vacant.id));
    expect(sent?.body.get('nomFileLM')).toBe('Lettre de motivation');
    expect(JSON.parse(String(sent?.body.get('datas')))).toEqual({
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea@example.com',
      telephone: '0612345678',
      pays: { id: 75 },
      civilite: { id: 1 },
    });
    const fileCVSent = sent?.body.get('fileCV');
    expect(fileCVSent instanceof File && fileCVSent.name).toBe('cv.pdf');
  });
});

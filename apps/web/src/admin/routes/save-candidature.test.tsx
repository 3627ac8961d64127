import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT_DATAS, APPLY_REFERENCES, attachBoth, fillApplicant } from '../../features/apply/testing/apply-form';
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
  ...Object.fromEntries(Object.entries(APPLY_REFERENCES).map(([path, body]) => [`GET ${path}`, () => ({ body })])),
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
    await fillApplicant(user);
    // The fields the back office sees are the public form's: the same labels, the browser's autofill off.
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('autocomplete', 'off');
    const [typeCV, typeLM] = screen.getAllByLabelText('Type de pièce jointe');
    await user.selectOptions(typeCV as HTMLElement, 'CV');
    await user.selectOptions(typeLM as HTMLElement, 'Lettre de motivation');
    await attachBoth(user);
    await user.click(submit);

    expect(await screen.findByText('La candidature a bien été enregistrée.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/42');
    const sent = xhr.requests[0];
    expect(sent?.url).toBe('/document-candidature/upload');
    expect(sent?.headers.Authorization).toMatch(/^Bearer /);
    expect(sent?.body.get('postId')).toBe(String(vacant.id));
    expect(sent?.body.get('nomFileLM')).toBe('Lettre de motivation');
    expect(JSON.parse(String(sent?.body.get('datas')))).toEqual(APPLICANT_DATAS);
    const fileCVSent = sent?.body.get('fileCV');
    expect(fileCVSent instanceof File && fileCVSent.name).toBe('cv.pdf');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, document, ETATS } from '../../../testing/fixtures';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

function routes(extra = {}) {
  return {
    'GET /candidature/noms-postes': () => ({ body: [{ nom: 'Développeur Java', count: 1 }] }),
    'GET /candidature/list/7': () => ({ body: candidature() }),
    'GET /document-candidature/by-candidature/7': () => ({
      body: [document(1, 'CV', 'cv-lea.pdf'), document(2, 'Lettre de motivation', 'lettre.pdf')],
    }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /candidature/7/historique': () => ({
      body: [{ id: 1, etatCandidature: ETATS[0], date: '2026-03-02T10:00:00+01:00', auteur: null }],
    }),
    'GET /candidature/list': () => page([candidature({ etatCandidature: ETATS[2] as (typeof ETATS)[number] })], 1),
    ...extra,
  };
}

describe('candidature sheet', () => {
  it('shows the candidate with the dial prefix and the documents by attachment type', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/fiche/7');
    expect(await screen.findByRole('heading', { name: 'Candidature de Léa Martin' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^CV : télécharger cv-lea\.pdf/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Lettre de motivation/ })).toBeInTheDocument();
    expect(screen.getByText('+33 612345678')).toBeInTheDocument();
    expect(screen.getByText('Madame')).toBeInTheDocument();
    expect(screen.getByText('69003')).toBeInTheDocument();
  });

  it('changes the status, then returns to the applications list', async () => {
    const api = mockApi(
      routes({
        'POST /candidature/7/update': () => ({
          body: candidature({ etatCandidature: ETATS[2] as (typeof ETATS)[number] }),
        }),
      }),
    );
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: "Modifier l'état de la candidature" }));
    const select = await screen.findByRole('combobox', { name: /État de la candidature/ });
    expect(select).toHaveValue('1');
    expect(await screen.findByText('envoyée', { selector: 'span' })).toBeInTheDocument();
    await user.selectOptions(select, 'En cours de traitement');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    expect(await screen.findByText(/est maintenant « En cours de traitement »/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/candidatures$/);
    expect(api.callsTo('POST', '/candidature/7/update')[0]?.body).toEqual({ etatCandidature: { id: 3 } });
    const table = await screen.findByRole('table', { name: 'Candidatures' });
    expect(within(table).getByRole('cell', { name: 'En cours de traitement' })).toBeInTheDocument();
  });

  it('keeps the admin on the sheet with the server message when the update is refused', async () => {
    mockApi(routes({ 'POST /candidature/7/update': () => apiError(404, "La ressource demandée n'existe pas.") }));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: "Modifier l'état de la candidature" }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /État de la candidature/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText("La ressource demandée n'existe pas.")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/7');
  });

  it('says so when a document cannot be downloaded', async () => {
    mockApi(
      routes({
        'GET /document-candidature/download/00000001-aaaa-4bbb-8ccc-dddddddddddd.pdf': () => ({
          status: 500,
          body: {},
        }),
      }),
    );
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('button', { name: /^CV : télécharger/ }));
    expect(
      await screen.findByText('Erreur de téléchargement de fichier. Veuillez réessayer plus tard.'),
    ).toBeInTheDocument();
  });
});

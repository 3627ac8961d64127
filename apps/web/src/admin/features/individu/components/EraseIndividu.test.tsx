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

const summary = (extra = {}) => ({
  body: {
    individuId: 11,
    nom: 'Martin',
    prenom: 'Léa',
    candidatures: 3,
    fichiers: 6,
    compte: true,
    administrateur: false,
    ...extra,
  },
});

function sheetRoutes(extra = {}) {
  return {
    'GET /candidature/noms-postes': () => ({ body: [] }),
    'GET /candidature/list/7': () => ({ body: candidature() }),
    'GET /document-candidature/by-candidature/7': () => ({ body: [document(1, 'CV', 'cv-lea.pdf')] }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /candidature/7/historique': () => ({ body: [] }),
    'GET /candidature/list': () => page([], 0),
    'GET /individu/11/effacement': () => summary(),
    ...extra,
  };
}

describe('erasing a person from the application sheet', () => {
  it('names what goes, erases, and returns to the list with a message', async () => {
    const api = mockApi(sheetRoutes({ 'DELETE /individu/11': () => ({ status: 204 }) }));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('button', { name: 'Effacer Léa Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer Léa Martin ?' });
    expect(await within(dialog).findByText(/3 candidatures, leur historique/)).toBeInTheDocument();
    expect(within(dialog).getByText(/6 fichiers joints/)).toBeInTheDocument();
    expect(within(dialog).getByText(/son compte candidat/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));

    expect(await screen.findByText('Léa Martin et toutes ses données ont été effacés.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/candidatures$/);
    expect(api.callsTo('DELETE', '/individu/11')).toHaveLength(1);
  });

  it('keeps the dialog open with the server message when the erasure is refused', async () => {
    mockApi(sheetRoutes({ 'DELETE /individu/11': () => apiError(503, 'Service momentanément indisponible.') }));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('button', { name: 'Effacer Léa Martin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Effacer définitivement' }));
    expect(await within(dialog).findByText('Service momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/7');
  });

  it('does not offer to erase an admin', async () => {
    mockApi(sheetRoutes({ 'GET /individu/11/effacement': () => summary({ administrateur: true }) }));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('button', { name: 'Effacer Léa Martin' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/compte administrateur/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Effacer définitivement' })).toBeDisabled();
  });
});

describe('the individus list', () => {
  it('lists people by page and erases one from its row', async () => {
    const person = candidature().individu;
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /individu/get': () => page([person], 1),
      'GET /individu/11/effacement': () => summary({ candidatures: 1, fichiers: 2 }),
      'DELETE /individu/11': () => ({ status: 204 }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/individus');
    const table = await screen.findByRole('table', { name: 'Personnes' });
    expect(within(table).getByRole('cell', { name: 'lea.martin@example.com' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/individu/get')[0]?.query.get('size')).toBe('10');
    await user.click(within(table).getByRole('button', { name: 'Effacer Léa Martin' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/1 candidature, son historique/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 fichiers joints/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
    expect(await screen.findByText('Léa Martin et toutes ses données ont été effacés.')).toBeInTheDocument();
  });
});

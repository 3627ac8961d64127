import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as fr from '../../../../i18n/catalogue.fr';
import { currentLang, setCatalogue } from '../../../../i18n/i18n';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  if (currentLang() !== 'fr') setCatalogue('fr', fr);
});

const EMAIL = 'rh@example.com';

/** The account as the server keeps it: its langue changes with POST /api/me/preferences. */
function server(answer?: () => ReturnType<typeof apiError>) {
  let langue = 'fr';
  const api = mockApi({
    'GET /candidature/noms-postes': () => ({ body: [] }),
    [`GET /user/${EMAIL}`]: () => ({
      body: {
        id: 1,
        email: EMAIL,
        role: 'RECRUTEUR',
        individu: null,
        dateCreation: '2026-01-01T00:00:00Z',
        emailVerifie: true,
        actif: true,
        langue,
      },
    }),
    'POST /api/me/preferences': ({ body }) => {
      if (answer) return answer();
      langue = (body as { langue: string }).langue;
      return { status: 204 };
    },
  });
  return api;
}

describe('the staff member’s language, on their profile (contract §17)', () => {
  it('saves English, then draws the back office in English and reads the account again', async () => {
    const api = server();
    signInAs('RECRUTEUR', EMAIL);
    const { user } = renderAdmin('/admin/profil');
    expect(await screen.findByText('Recruteur')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: "Langue de l'administration et de vos messages" });
    expect(select).toHaveValue('fr');
    const submit = screen.getByRole('button', { name: 'Changer de langue' });
    expect(submit).toBeDisabled();
    const readsBefore = api.callsTo('GET', `/user/${EMAIL}`).length;

    await user.selectOptions(select, 'en');
    await user.click(submit);

    const saved = await screen.findByText('Language saved: the back office now speaks English.');
    expect(saved).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/me/preferences')[0]?.body).toEqual({ langue: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByText('Recruiter')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language of the back office and of your messages' })).toHaveValue(
      'en',
    );
    await waitFor(() => expect(api.callsTo('GET', `/user/${EMAIL}`).length).toBeGreaterThan(readsBefore));
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language and says so when the server refuses', async () => {
    server(() => apiError(400, 'La langue doit être fr ou en.'));
    signInAs('RECRUTEUR', EMAIL);
    const { user } = renderAdmin('/admin/profil');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: "Langue de l'administration et de vos messages" }),
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Changer de langue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La langue doit être fr ou en.');
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(currentLang()).toBe('fr');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as en from '../../i18n/catalogue.en';
import * as fr from '../../i18n/catalogue.fr';
import { currentLang, setCatalogue } from '../../i18n/i18n';
import { authStore } from '../../lib/auth';
import { mockApi, page } from '../testing/mock-api';
import { renderAdmin, signInAs } from '../testing/render-admin';

afterEach(() => {
  authStore.clear();
  // A test below switches the page to English: the others read the French the app starts in.
  if (currentLang() !== 'fr') setCatalogue('fr', fr);
});

describe('admin guard', () => {
  it('sends an anonymous visitor to /login', async () => {
    const api = mockApi({});
    renderAdmin('/admin/poste-vacant');
    expect(await screen.findByRole('heading', { name: 'Page de connexion' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.calls).toHaveLength(0);
  });

  it('shows a signed-in candidate an access-refused page and calls no admin endpoint', async () => {
    const api = mockApi({});
    signInAs('CANDIDAT', 'jean@example.com');
    renderAdmin('/admin/candidatures');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText(/réservé aux administrateurs/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tableau de bord' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says the refusal in the page's language, its back-office texts loaded first", async () => {
    // An English page whose back-office catalogue has not been downloaded yet.
    setCatalogue('en', en);
    mockApi({});
    signInAs('CANDIDAT', 'jean@example.com');
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch account' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Access denied/);
  });

  it('asks the server for the role when the token carries none', async () => {
    mockApi({ 'GET /user/role/jean@example.com': () => ({ body: { role: 'CANDIDAT' } }) });
    authStore.signIn({ token: 'opaque-token', userId: 2, individuId: 2, email: 'jean@example.com' });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('lets an admin in: layout titled Tableau de bord, the signed-in e-mail and the requested screen', async () => {
    mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /type-contrat/list': () => page([{ id: 1, type: 'CDI' }]),
    });
    signInAs('ADMIN', 'rh@example.com');
    renderAdmin('/admin/type-contrat');
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText('rh@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'CDI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nouveau/ })).toBeDisabled();
  });

  it('speaks English to a staff member whose langue is en (contract §17): the frame and the screen', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /type-contrat/list': () => page([{ id: 1, type: 'CDI' }]),
      'GET /user/rh@example.com': () => ({
        body: {
          id: 1,
          email: 'rh@example.com',
          role: 'ADMIN',
          individu: null,
          dateCreation: '2026-01-01T00:00:00Z',
          emailVerifie: true,
          actif: true,
          langue: 'en',
        },
      }),
    });
    signInAs('ADMIN', 'rh@example.com');
    renderAdmin('/admin/type-contrat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('DashboardContract types');
    expect(screen.getByRole('heading', { level: 2, name: 'Contract type' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Permanent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New/ })).toBeDisabled();
    expect(screen.queryByText('Tableau de bord')).toBeNull();
    // The calls made since ask for the API's messages in English.
    const languages = api.fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'],
    );
    expect(languages).toContain('en');
  });
});

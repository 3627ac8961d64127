import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth';
import { mockApi, page } from '../testing/mock-api';
import { renderAdmin, signInAs } from '../testing/render-admin';

afterEach(() => authStore.clear());

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
});

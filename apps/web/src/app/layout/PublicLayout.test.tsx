import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth';
import { renderRoute, stubFetch } from '../../lib/testing';
import { PublicLayout } from './PublicLayout';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('PublicLayout', () => {
  it('updates the navbar as soon as the sign-in state changes', async () => {
    const calls = stubFetch(({ url }) => (url === '/api/logout' ? { status: 204 } : undefined));
    renderRoute(<PublicLayout />, { path: '/*', url: '/offre' });
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument();

    act(() => authStore.signIn({ token: 't', userId: 1, individuId: 2, email: 'a@b.c' }));
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/mon-espace');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/logout' && c.method === 'POST')).toBe(true);
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("opens the 'Sign in' modal from the header", async () => {
    stubFetch(() => undefined);
    renderRoute(<PublicLayout />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The modal's code is a chunk of its own, loaded on the first click: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});

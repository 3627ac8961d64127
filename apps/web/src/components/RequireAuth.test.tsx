import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth';
import { renderRoute } from '../lib/testing';
import { RequireAuth } from './RequireAuth';

afterEach(() => authStore.clear());

describe('RequireAuth', () => {
  it('sends a visitor who is not signed in to /login', () => {
    renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/mon-espace' },
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the page to a signed-in user', () => {
    authStore.signIn({ token: 't', userId: 1, individuId: 2, email: 'a@b.c' });
    renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/mon-espace' },
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('after the account was deleted, leaves for the home page (not the sign-in page)', () => {
    authStore.signIn({ token: 't', userId: 1, individuId: 2, email: 'a@b.c' });
    authStore.clear('Votre compte et toutes vos données ont été supprimés.');
    renderRoute(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: '/mon-espace' },
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

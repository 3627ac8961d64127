import { messages } from '@recrutement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { CreateAccountForm } from './CreateAccountForm';

const individu = { id: 7, nom: 'Durand', prenom: 'Marie', email: 'marie@example.com', telephone: '0612345678' };

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('CreateAccountForm', () => {
  it('shows the e-mail read-only and keeps Create disabled while a rule fails', async () => {
    const calls = stubFetch(({ url }) => (url === '/individu/get/individu/7' ? { body: individu } : undefined));
    renderRoute(<CreateAccountForm individuId={7} />, { path: '/individu/register/:id', url: '/individu/register/7' });
    const email = await screen.findByLabelText('Adresse e-mail');
    expect(email).toHaveValue('marie@example.com');
    expect(email).toBeDisabled();
    const create = screen.getByRole('button', { name: 'Créer mon compte' });
    expect(create).toBeDisabled();
    const password = screen.getByLabelText('Mot de passe');
    await userEvent.type(password, 'abcdefg1');
    expect(create).toBeDisabled();
    expect(screen.getByText(messages.passwordUpper)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'Abcdefg1');
    expect(create).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the account, keeps the session and goes home', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/individu/get/individu/7') return { body: individu };
      if (url === '/api/7/register') return { status: 201, body: { token: 'tk', id: 3, id_individu: 7 } };
      if (url === '/user/marie%40example.com') {
        return { body: { id: 3, email: individu.email, role: 'CANDIDAT', individu: null, dateCreation: '' } };
      }
      return undefined;
    });
    renderRoute(<CreateAccountForm individuId={7} />, { path: '/individu/register/:id', url: '/individu/register/7' });
    await userEvent.type(await screen.findByLabelText('Mot de passe'), 'Abcdefg1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((c) => c.url === '/api/7/register')?.body).toEqual({ password: 'Abcdefg1', langue: 'fr' });
    expect(authStore.get()).toMatchObject({ signedIn: true, individuId: 7, email: 'marie@example.com' });
  });

  it('explains a missing claim and offers to sign in', async () => {
    stubFetch(() => ({ status: 403, body: { status: 403, code: 'FORBIDDEN', message: messages.forbidden } }));
    renderRoute(<CreateAccountForm individuId={7} />, { path: '/individu/register/:id', url: '/individu/register/7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('ne peut pas être utilisé');
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { destinationFor, MISSING_USER_ID } from '../use-complete-sign-in';
import { LoginForm } from './LoginForm';

const user = (role: 'CANDIDAT' | 'ADMIN') => ({
  id: 4,
  email: 'marie@example.com',
  role,
  individu: null,
  dateCreation: '2025-01-01T00:00:00Z',
});

function stubLogin(
  role: 'CANDIDAT' | 'ADMIN' | 'fail',
  answer: object = { token: 'jwt-token', id: 4, id_individu: 9 },
) {
  return stubFetch(({ url }) => {
    if (url === '/api/login1') {
      return role === 'fail'
        ? { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Identifiants incorrects.' } }
        : { body: answer };
    }
    if (role !== 'fail' && url === '/user/marie%40example.com') return { body: user(role) };
    return undefined;
  });
}

async function fillAndSubmit(email = 'marie@example.com', password = 'Secret-123') {
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('LoginForm', () => {
  it('says which field is required once it has been left empty', async () => {
    const calls = stubLogin('CANDIDAT');
    renderRoute(<LoginForm />, { path: '/login' });
    expect(screen.queryByText("L'adresse e-mail est obligatoire.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Adresse e-mail'));
    await userEvent.click(screen.getByLabelText('Mot de passe'));
    expect(await screen.findByText("L'adresse e-mail est obligatoire.")).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Se souvenir de moi'));
    expect(await screen.findByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong, and stays signed out", async () => {
    stubLogin('fail');
    renderRoute(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants incorrects.');
    expect(authStore.get().signedIn).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('stores the session and the user, then sends a candidate to mon-espace', async () => {
    const calls = stubLogin('CANDIDAT');
    renderRoute(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mon-espace'));
    expect(calls[0]?.body).toEqual({ email: 'marie@example.com', password: 'Secret-123' });
    expect(localStorage.getItem('access_token')).toBe('jwt-token');
    expect(localStorage.getItem('sub')).toBe('4');
    expect(localStorage.getItem('id_individu')).toBe('9');
    expect(localStorage.getItem('user_email')).toBe('marie@example.com');
    expect(JSON.parse(localStorage.getItem('connectedUser') ?? '{}').role).toBe('CANDIDAT');
  });

  it('sends an administrator to /admin', async () => {
    stubLogin('ADMIN');
    renderRoute(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
  });

  it('signs nobody in when the answer carries no user id, and says so', async () => {
    const calls = stubLogin('CANDIDAT', { token: 'jwt-token', id_individu: 9 });
    renderRoute(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_USER_ID);
    expect(authStore.get().signedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/login1']);
  });
});

describe('destinationFor', () => {
  it.each([
    ['ADMIN', null, '/admin'],
    ['ADMIN', '/admin/poste-vacant?page=2', '/admin/poste-vacant?page=2'],
    ['ADMIN', '/mon-espace', '/admin'],
    ['CANDIDAT', null, '/mon-espace'],
    ['CANDIDAT', '/offre/dtail/3', '/offre/dtail/3'],
    ['CANDIDAT', '/admin/candidatures', '/mon-espace'],
    ['CANDIDAT', '/administration', '/administration'],
    ['CANDIDAT', '//evil.example/mon-espace', '/mon-espace'],
  ] as const)('%s coming from %s goes to %s', (role, from, expected) => {
    expect(destinationFor(role, from)).toBe(expected);
  });

  it('asks for the second factor when the account has one, then signs in with the code (§23)', async () => {
    const calls = stubFetch(({ url, body }) => {
      if (url === '/api/login1') return { body: { mfaRequise: true, ticket: 'le-ticket', methodes: ['totp'] } };
      if (url === '/api/login/mfa') {
        return (body as { code: string }).code === '123456'
          ? { body: { token: 'jwt-token', id: 4, id_individu: 9 } }
          : { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Code incorrect ou déjà utilisé.' } };
      }
      if (url === '/user/marie%40example.com') return { body: user('ADMIN') };
      return undefined;
    });
    renderRoute(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText(/code à 6 chiffres de votre application/)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code est obligatoire.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code de vérification'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code de vérification'));
    await userEvent.type(screen.getByLabelText('Code de vérification'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/user/marie%40example.com')).toBe(true));
    const second = calls.filter((c) => c.url === '/api/login/mfa').at(-1);
    expect(second?.body).toEqual({ ticket: 'le-ticket', code: '123456' });
  });
});

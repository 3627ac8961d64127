import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { VerifyEmail } from './VerifyEmail';

const TOKEN_INVALID = {
  status: 400,
  body: {
    status: 400,
    code: 'TOKEN_INVALID',
    message: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('/verifier-email', () => {
  it("asks for the account's password, takes the token out of the address bar, then confirms", async () => {
    const calls = stubFetch(({ url }) => (url === '/api/verify-email' ? { status: 204 } : undefined));
    renderRoute(<VerifyEmail />, { path: '/verifier-email', url: '/verifier-email?token=abc_DEF-123' });
    // Nothing is sent before the password is given: the link alone proves nothing (§9).
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('type', 'password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/verifier-email$/));
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/mot-de-passe/oublie');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
    expect(await screen.findByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Secret-2025{Enter}');
    expect(await screen.findByText('Votre adresse e-mail est confirmée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter pour voir mes candidatures' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls.filter((c) => c.url === '/api/verify-email')).toEqual([
      { method: 'POST', url: '/api/verify-email', body: { token: 'abc_DEF-123', password: 'Secret-2025' } },
    ]);
  });

  it('shows a wrong password on its field and lets the person try again or reset it', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: 'Mot de passe incorrect.',
        fields: { password: 'Mot de passe incorrect.' },
      },
    };
    const calls = stubFetch(({ url }) => (url === '/api/verify-email' ? answer : undefined));
    renderRoute(<VerifyEmail />, { path: '/verifier-email', url: '/verifier-email?token=tok' });
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Devine-2025{Enter}');
    expect(await screen.findByText('Mot de passe incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    answer = { status: 204 };
    await userEvent.clear(screen.getByLabelText(/^Mot de passe/));
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Secret-2025{Enter}');
    expect(await screen.findByText('Votre adresse e-mail est confirmée.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/verify-email')).toHaveLength(2);
  });

  it('says in the page when the link no longer works, and offers a new one to the signed-in user', async () => {
    authStore.signIn({ token: 't', userId: 1, individuId: 2, email: 'm@example.com' });
    stubFetch(({ url }) => (url === '/api/verify-email' ? TOKEN_INVALID : undefined));
    renderRoute(<VerifyEmail />, { path: '/verifier-email', url: '/verifier-email?token=used' });
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Secret-2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien n'est plus valable");
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
  });

  it('explains a link without its token', () => {
    const calls = stubFetch(() => undefined);
    renderRoute(<VerifyEmail />, { path: '/verifier-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet');
    expect(calls).toHaveLength(0);
  });
});

describe('/mot-de-passe/oublie', () => {
  it('checks the address, sends it, and answers the same whether an account exists or not', async () => {
    const calls = stubFetch(({ url }) => (url === '/api/password/forgot' ? { status: 204 } : undefined));
    renderRoute(<ForgotPasswordForm />, { path: '/mot-de-passe/oublie' });
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText("L'adresse e-mail n'est pas valide.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Adresse e-mail'));
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.com{Enter}');
    expect(await screen.findByText(/Si un compte existe pour/)).toHaveTextContent(
      "Si un compte existe pour marie@example.com, un e-mail vient d'y être envoyé",
    );
    expect(calls).toEqual([{ method: 'POST', url: '/api/password/forgot', body: { email: 'marie@example.com' } }]);
  });
});

describe('/mot-de-passe/nouveau', () => {
  it('refuses a weak or unconfirmed password before sending, then signs this browser out', async () => {
    authStore.signIn({ token: 'old', userId: 1, individuId: 2, email: 'm@example.com' });
    const calls = stubFetch(({ url }) => (url === '/api/password/reset' ? { status: 204 } : undefined));
    renderRoute(<ResetPasswordForm />, { path: '/mot-de-passe/nouveau', url: '/mot-de-passe/nouveau?token=tok' });
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'faible');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'));
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-2025');
    await userEvent.type(screen.getByLabelText('Confirmez le mot de passe'), 'Nouveau-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirmez le mot de passe'));
    await userEvent.type(screen.getByLabelText('Confirmez le mot de passe'), 'Nouveau-2025{Enter}');
    expect(await screen.findByText(/Votre mot de passe est changé/)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/password/reset', body: { token: 'tok', password: 'Nouveau-2025' } },
    ]);
    expect(authStore.get().signedIn).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mot-de-passe\/nouveau$/));
  });

  it('offers a new link when this one no longer works', async () => {
    stubFetch(({ url }) => (url === '/api/password/reset' ? TOKEN_INVALID : undefined));
    renderRoute(<ResetPasswordForm />, { path: '/mot-de-passe/nouveau', url: '/mot-de-passe/nouveau?token=old' });
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-2025');
    await userEvent.type(screen.getByLabelText('Confirmez le mot de passe'), 'Nouveau-2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien n'est plus valable");
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/mot-de-passe/oublie',
    );
  });
});

describe('every login form', () => {
  it('links to the forgotten password page', async () => {
    const onLeave = vi.fn();
    stubFetch(() => undefined);
    renderRoute(<LoginForm onLeave={onLeave} />, { path: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mot-de-passe/oublie');
    expect(onLeave).toHaveBeenCalledOnce();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as MonEspacePage } from './mon-espace';

const person = { id: 9, nom: 'Durand', prenom: 'Marie', email: 'm@example.com', telephone: '06' };
const account = (emailVerifie: boolean) => ({
  id: 4,
  email: 'm@example.com',
  role: 'CANDIDAT',
  individu: emailVerifie ? person : null,
  dateCreation: '2025-01-01T00:00:00Z',
  emailVerifie,
});

function stub(emailVerifie: boolean) {
  return stubFetch(({ url, method }) => {
    if (url === '/user/m%40example.com') return { body: account(emailVerifie) };
    if (url === '/api/verify-email/resend' && method === 'POST') return { status: 204 };
    if (url === '/etat-candidature/list') return { body: [{ id: 1, etat: 'envoyée' }] };
    if (url === '/candidature/byid/9') return { body: [] };
    if (url === '/individu/get/individu/9') return { body: person };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('/mon-espace', () => {
  it('asks to confirm the address, shows nothing of the applications, and sends the link again', async () => {
    authStore.signIn({ token: 't', userId: 4, individuId: 9, email: 'm@example.com' });
    const calls = stub(false);
    renderRoute(<MonEspacePage />, { path: '/mon-espace' });
    const banner = await screen.findByRole('region', { name: 'Confirmez votre adresse e-mail' });
    expect(banner).toHaveTextContent('m@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/candidature/') || c.url.startsWith('/individu/'))).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await within(banner).findByText(/Un nouveau lien vient de vous être envoyé/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/verify-email/resend')).toHaveLength(1);
  });

  it('shows the applications once the address is verified', async () => {
    authStore.signIn({ token: 't', userId: 4, individuId: 9, email: 'm@example.com' });
    stub(true);
    renderRoute(<MonEspacePage />, { path: '/mon-espace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Durand Marie' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirmez votre adresse e-mail' })).not.toBeInTheDocument();
  });
});

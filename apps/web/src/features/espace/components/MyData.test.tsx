import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { MyData } from './MyData';

const summary = {
  individuId: 9,
  nom: 'Durand',
  prenom: 'Marie',
  candidatures: 2,
  fichiers: 4,
  compte: true,
  administrateur: false,
};

beforeEach(() => {
  authStore.signIn({ token: 't', userId: 3, individuId: 9, email: 'm@example.com' });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('Mes données', () => {
  it('downloads the ZIP of everything', async () => {
    const calls = stubFetch(({ url }) =>
      url === '/api/me/export'
        ? {
            body: 'zip',
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="mes-donnees.zip"',
            },
          }
        : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoute(<MyData individuId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText(/Vos données ont été téléchargées/)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.url)).toEqual(['/api/me/export']);
  });

  it('says why the download is refused', async () => {
    stubFetch(() => ({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirmez votre adresse e-mail pour télécharger vos données.' },
    }));
    renderRoute(<MyData individuId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmez votre adresse e-mail');
  });

  it('deletes the account after the password, says what goes, and signs out', async () => {
    const calls = stubFetch(({ method, url, body }) => {
      if (url === '/individu/9/effacement') return { body: summary };
      if (method === 'DELETE' && url === '/api/me') {
        return (body as { password: string }).password === 'Bon-passe1'
          ? { status: 204 }
          : {
              status: 400,
              body: {
                code: 'VALIDATION',
                message: 'Mot de passe incorrect.',
                fields: { password: 'Mot de passe incorrect.' },
              },
            };
      }
      return undefined;
    });
    renderRoute(<MyData individuId={9} />, { path: '/mon-espace' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    expect(await within(dialog).findByText(/2 candidatures et leur historique/)).toBeInTheDocument();
    expect(within(dialog).getByText(/4 documents/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Mauvais-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Mot de passe incorrect.')).toBeInTheDocument();
    expect(authStore.get().signedIn).toBe(true);

    await userEvent.clear(within(dialog).getByLabelText('Mot de passe'));
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Bon-passe1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    // The page leaves once the answer is in: wait for the move, not only for the probe to exist.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(authStore.get().signedIn).toBe(false);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'Mauvais-1' },
      { password: 'Bon-passe1' },
    ]);
  });
});

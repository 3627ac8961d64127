import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { MessageLanguage } from './MessageLanguage';

afterEach(() => vi.unstubAllGlobals());

describe('the language of my messages (contract §17)', () => {
  it('shows the account’s language, saves another one and re-reads the account', async () => {
    const calls = stubFetch(({ url, method }) =>
      url === '/api/me/preferences' && method === 'POST' ? { status: 204 } : undefined,
    );
    const { queryClient } = renderRoute(<MessageLanguage langue="fr" />);
    queryClient.setQueryData(['user', 'm@example.com'], { langue: 'fr' });
    const group = screen.getByRole('group', { name: 'Recevoir mes e-mails en' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    const english = screen.getByRole('radio', { name: 'English' });
    expect(english.closest('div')?.querySelector('label')).toHaveAttribute('lang', 'en');

    await userEvent.click(english);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Préférence enregistrée.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.url === '/api/me/preferences').map((c) => c.body)).toEqual([{ langue: 'en' }]);
    expect(queryClient.getQueryState(['user', 'm@example.com'])?.isInvalidated).toBe(true);

    // Another choice, not saved yet: the confirmation goes.
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(screen.queryByText('Préférence enregistrée.')).not.toBeInTheDocument();
  });

  it('says why the server refused', async () => {
    stubFetch(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Authentification requise.' } }));
    renderRoute(<MessageLanguage langue="en" />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentification requise.');
  });
});

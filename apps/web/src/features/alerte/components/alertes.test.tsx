import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../../lib/testing';
import CreateAlerteDialog from './CreateAlerteDialog';
import { ManageAlertes } from './ManageAlertes';

afterEach(() => vi.unstubAllGlobals());

const accepted = {
  message: 'Si cette adresse peut recevoir des alertes, un message de confirmation vient de lui être envoyé.',
};

describe('CreateAlerteDialog', () => {
  it('sends the filters with the address and frequency, then says to check the mailbox', async () => {
    const calls = stubFetch(({ url }) => (url === '/api/alertes' ? { status: 202, body: accepted } : undefined));
    renderRoute(<CreateAlerteDialog show criteres={{ q: 'data', lieu: 'Lyon' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Créer une alerte emploi' });
    expect(dialog).toHaveTextContent('« data » · Lyon');
    await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'marie@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Fréquence'), 'QUOTIDIENNE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Vérifiez votre boîte de réception.');
    expect(calls.find((c) => c.url === '/api/alertes')?.body).toEqual({
      email: 'marie@example.com',
      frequence: 'QUOTIDIENNE',
      langue: 'fr',
      criteres: { q: 'data', lieu: 'Lyon' },
    });
  });

  it('puts the server’s message on the address field', async () => {
    stubFetch(({ url }) =>
      url === '/api/alertes'
        ? {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Données invalides.',
              fields: { email: "L'adresse e-mail n'est pas valide." },
            },
          }
        : undefined,
    );
    renderRoute(<CreateAlerteDialog show criteres={{}} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(dialog).findByText("L'adresse e-mail n'est pas valide.")).toBeVisible();
  });
});

describe('ManageAlertes', () => {
  const alerte = {
    id: 4,
    criteres: { q: 'data' },
    frequence: 'IMMEDIATE',
    langue: 'fr',
    actif: true,
    dateCreation: '2026-11-25T10:00:00.000Z',
    dateExpiration: '2028-11-25T10:00:00.000Z',
  };

  it('lists the address’s alerts by the token and switches one off', async () => {
    const calls = stubFetch(({ url, method }) => {
      if (url === '/api/alertes?token=t0k') return { body: [alerte] };
      if (method === 'POST' && url === '/api/alertes/4/update?token=t0k') return { body: { ...alerte, actif: false } };
      return undefined;
    });
    renderRoute(<ManageAlertes />, { path: '/alertes', url: '/alertes?token=t0k' });
    const card = await screen.findByRole('article', { name: '« data »' });
    expect(within(card).getByText('Active')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Désactiver' }));
    expect(await within(card).findByText('Désactivée')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ actif: false });
  });

  it('says when the link no longer works', async () => {
    stubFetch(({ url }) =>
      url === '/api/alertes?token=vieux'
        ? { status: 400, body: { code: 'TOKEN_INVALID', message: "Ce lien n'est plus valable." } }
        : undefined,
    );
    renderRoute(<ManageAlertes />, { path: '/alertes', url: '/alertes?token=vieux' });
    expect(await screen.findByText("Ce lien n'est plus valable.")).toBeVisible();
  });
});

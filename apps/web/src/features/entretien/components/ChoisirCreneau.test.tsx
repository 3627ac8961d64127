import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { ChoisirCreneau } from './ChoisirCreneau';

const proposed = {
  posteVacant: { id: 4, nom: 'Développeur Kotlin' },
  creneaux: [
    { id: 11, debut: '2026-12-03T09:00:00.000Z', duree: 60 },
    { id: 12, debut: '2026-12-04T13:30:00.000Z', duree: 45 },
  ],
  lieu: 'Salle Lovelace',
  statut: 'PROPOSE',
  debut: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the page of the interview link', () => {
  it('lists the slots in the reader’s zone, asks for one, and confirms the pick', async () => {
    const calls = stubFetch(({ url, method, body }) => {
      if (url.startsWith('/api/entretien?token=abc')) return { body: proposed };
      if (method === 'POST' && url === '/api/entretien/choisir') {
        const picked = proposed.creneaux.find((c) => c.id === (body as { creneau: { id: number } }).creneau.id);
        return { body: { ...proposed, statut: 'CONFIRME', debut: picked?.debut } };
      }
      return undefined;
    });
    renderRoute(<ChoisirCreneau token="abc" />);
    const group = await screen.findByRole('group', { name: 'Choisissez votre créneau' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByText('Salle Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Heures indiquées dans votre fuseau horaire/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    expect(screen.getByText('Choisissez un des créneaux proposés.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    const status = (await screen.findByText(/Votre entretien est confirmé/)).closest('[role="status"]') as HTMLElement;
    expect(status).not.toBeNull();
    expect(within(status).getByText(/.+/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-12-04T13:30:00.000Z',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc', creneau: { id: 12 } });
  });

  it('says when another pick was first (409) and shows the interview as it stands', async () => {
    let confirmed = false;
    stubFetch(({ url, method }) => {
      if (url.startsWith('/api/entretien?token=')) {
        return { body: confirmed ? { ...proposed, statut: 'CONFIRME', debut: proposed.creneaux[0]?.debut } : proposed };
      }
      if (method === 'POST') {
        confirmed = true;
        return {
          status: 409,
          body: { code: 'CONFLICT', message: 'Un créneau a déjà été choisi pour cet entretien.' },
        };
      }
      return undefined;
    });
    renderRoute(<ChoisirCreneau token="abc" />);
    const group = await screen.findByRole('group', { name: 'Choisissez votre créneau' });
    await userEvent.click(within(group).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    const status = (await screen.findByText(/Votre entretien est confirmé/)).closest('[role="status"]');
    expect(status?.querySelector('time')).toHaveAttribute('datetime', '2026-12-03T09:00:00.000Z');
  });

  it('tells an expired link apart from other failures', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'TOKEN_INVALID', message: 'Ce lien n’est plus valable.' } }));
    renderRoute(<ChoisirCreneau token="old" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/le premier créneau proposé a commencé/);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const postes = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, reference: `REF-${i + 1}`, nom: `Poste ${i + 1}` }));

describe('poste de travail list', () => {
  it('asks the server for one page of 10 and pages through it', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /poste-de-travail/list': ({ query }) => page(query.get('page') === '2' ? postes.slice(0, 3) : postes, 13),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-de-travail');
    expect(await screen.findByRole('cell', { name: 'REF-10' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/poste-de-travail/list')[0]?.query.toString()).toBe('page=1&size=10');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/poste-de-travail?page=2');
    expect(api.callsTo('GET', '/poste-de-travail/list').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the quick modal with reference and name', async () => {
    mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /poste-de-travail/list': () => page(postes.slice(0, 2), 2),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-de-travail');
    await user.click(await screen.findByRole('button', { name: 'Poste 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('REF-2')).toBeInTheDocument();
    expect(within(dialog).getByText('Poste 2')).toBeInTheDocument();
  });

  it('confirms a delete and shows the server refusal in the page', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /poste-de-travail/list': () => page(postes.slice(0, 2), 2),
      'DELETE /poste-de-travail/delete/1': () => apiError(409, 'Ce poste est utilisé par 3 postes vacants.'),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-de-travail');
    await user.click(await screen.findByRole('button', { name: 'Supprimer le poste Poste 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer' });
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer cet élément ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Non' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Ce poste est utilisé par 3 postes vacants.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/poste-de-travail/delete/1')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'REF-1' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

describe('session form', () => {
  it('starts active, refuses a closing date before the opening date, then saves', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'POST /session-candidature/add': ({ body }) => ({ status: 201, body: { id: 4, ...(body as object) } }),
      'GET /session-candidature/list': () => page([], 0),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/session-candidature/add');
    expect(screen.getByRole('heading', { name: 'Ajouter une session' })).toBeInTheDocument();
    const status = screen.getByRole('switch', { name: 'Statut : Activé' });
    expect(status).toBeChecked();

    await user.type(screen.getByLabelText(/Référence/), 'S-2027');
    await user.type(screen.getByLabelText(/Date d'ouverture/), '2027-03-01');
    await user.type(screen.getByLabelText(/Date de clôture/), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("La date de clôture doit être postérieure ou égale à la date d'ouverture."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/session-candidature/add')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Date de clôture/));
    await user.type(screen.getByLabelText(/Date de clôture/), '2027-06-30');
    await user.click(status);
    expect(screen.getByRole('switch', { name: 'Statut : Désactivé' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La session S-2027 a été ajoutée.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/session-candidature/add')[0]?.body).toEqual({
        reference: 'S-2027',
        dateOuverture: '2027-03-01',
        dateCloture: '2027-06-30',
        status: false,
      }),
    );
  });
});

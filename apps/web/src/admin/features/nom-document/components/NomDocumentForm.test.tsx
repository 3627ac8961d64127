import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const base = {
  'GET /candidature/noms-postes': () => ({ body: [] }),
  'GET /nom-document/list': () => page([{ id: 1, nom: 'CV' }], 1),
};

describe('nom document form', () => {
  it('refuses an empty name with the contract message and sends nothing', async () => {
    const api = mockApi(base);
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/nom-document/add');
    expect(screen.getByRole('heading', { name: 'Nouveau nom de document' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Type de pièce jointe/), '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le type de pièce jointe est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Type de pièce jointe/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/nom-document/add')).toHaveLength(0);
  });

  it('shows the server refusal in a red banner and next to the field', async () => {
    const api = mockApi({
      ...base,
      'POST /nom-document/add': () =>
        apiError(409, 'Ce nom de document existe déjà.', { fields: { nom: 'Ce nom est déjà utilisé.' } }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/nom-document/add');
    await user.type(screen.getByLabelText(/Type de pièce jointe/), 'CV');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Ce nom de document existe déjà.');
    expect(banner).toHaveClass('alert-danger');
    expect(screen.getByText('Ce nom est déjà utilisé.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/nom-document/add')[0]?.body).toEqual({ nom: 'CV' });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/nom-document/add');
  });

  it('adds a name, then shows the spec success text on the list', async () => {
    mockApi({ ...base, 'POST /nom-document/add': () => ({ status: 201, body: { id: 2, nom: 'Diplôme' } }) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/nom-document/add');
    await user.type(screen.getByLabelText(/Type de pièce jointe/), '  Diplôme ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom a bien été ajouté.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/nom-document$/);
  });

  it('edits an existing name (edit mode from the :id parameter)', async () => {
    const api = mockApi({
      ...base,
      'GET /nom-document/4': () => ({ body: { id: 4, nom: 'Lettre' } }),
      'POST /nom-document/4/update': ({ body }) => ({ body: { id: 4, ...(body as object) } }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/nom-document/edit/4');
    expect(screen.getByRole('heading', { name: 'Modifier le nom de document' })).toBeInTheDocument();
    const input = await screen.findByLabelText(/Type de pièce jointe/);
    expect(input).toHaveValue('Lettre');
    await user.clear(input);
    await user.type(input, 'Lettre de motivation');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom a bien été mis à jour.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/nom-document/4/update')[0]?.body).toEqual({ nom: 'Lettre de motivation' }),
    );
  });
});

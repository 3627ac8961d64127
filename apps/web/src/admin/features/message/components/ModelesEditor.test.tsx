import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const refus = {
  id: 3,
  nom: 'Refus après entretien',
  usage: 'REFUS',
  etat: null,
  sujet: { fr: 'Votre candidature', en: 'Your application' },
  corps: { fr: '<p>Bonjour {{ candidat.prenom }}</p>', en: '<p>Hello {{ candidat.prenom }}</p>' },
};

describe('message templates editor (§20)', () => {
  it('edits a template with the French and English texts side by side', async () => {
    const api = mockApi({
      'GET /modeles-message': () => ({ body: [refus] }),
      'POST /modeles-message/3/update': (call) => ({ body: { ...refus, ...(call.body as object) } }),
    });
    signInAs('RECRUTEUR');
    const { user } = renderAdmin('/admin/modeles-message');
    await user.click(await screen.findByRole('button', { name: 'Modifier Refus après entretien' }));
    const french = screen.getByRole('group', { name: 'Français' });
    const english = screen.getByRole('group', { name: 'Anglais' });
    expect(within(french).getByRole('textbox', { name: 'Sujet' })).toHaveValue('Votre candidature');
    const subject = within(english).getByRole('textbox', { name: 'Sujet' });
    await user.clear(subject);
    await user.type(subject, 'About your application');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await screen.findByText('Modèle enregistré.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/modeles-message/3/update')[0]?.body).toMatchObject({
      nom: 'Refus après entretien',
      usage: 'REFUS',
      sujet: { fr: 'Votre candidature', en: 'About your application' },
    });
  });

  it('shows the server’s refusal of a tag beside the field it names', async () => {
    mockApi({
      'GET /modeles-message': () => ({ body: [] }),
      'POST /modeles-message': () => ({
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Certains champs sont invalides.',
          fields: { 'corps.fr': 'La balise « include » n’est pas permise dans un modèle.' },
        },
      }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/modeles-message');
    const french = await screen.findByRole('group', { name: 'Français' });
    await user.type(within(french).getByRole('textbox', { name: 'Texte (HTML)' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() =>
      expect(within(french).getByText('La balise « include » n’est pas permise dans un modèle.')).toBeInTheDocument(),
    );
    expect(within(french).getByRole('textbox', { name: 'Texte (HTML)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a MEMBRE read the list without editing', async () => {
    mockApi({ 'GET /modeles-message': () => ({ body: [refus] }) });
    signInAs('MEMBRE');
    renderAdmin('/admin/modeles-message');
    expect(await screen.findByText('Refus après entretien')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le modèle' })).not.toBeInTheDocument();
  });
});

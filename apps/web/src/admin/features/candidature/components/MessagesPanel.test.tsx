import type { Message } from '@recrutement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, ETATS } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const message = (over: Partial<Message>): Message => ({
  id: 1,
  candidature: { id: 7 },
  sens: 'SORTANT',
  auto: false,
  auteur: { id: 1, nom: 'Martin', prenom: 'Alice' },
  sujet: 'Bonjour',
  corps: '<p>Premier message</p>',
  pieces: [],
  statut: 'ENVOYE',
  prevuLe: '2026-03-02T10:00:00Z',
  envoyeLe: '2026-03-02T10:00:30Z',
  recuLe: null,
  lu: true,
  expediteurDifferent: false,
  authentifie: null,
  erreur: null,
  ...over,
});

function routes(thread: Message[]) {
  return {
    'GET /candidature/noms-postes': () => ({ body: [] }),
    'GET /candidature/list/7': () => ({ body: candidature() }),
    'GET /document-candidature/by-candidature/7': () => ({ body: [] }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /candidature/7/historique': () => ({ body: [] }),
    'GET /candidature/7/messages': () => ({ body: thread }),
    'POST /candidature/7/messages/lus': () => ({ status: 204 }),
    'GET /modeles-message': () => ({
      body: [
        { id: 3, nom: 'Refus', usage: 'REFUS', etat: null, sujet: { fr: 'S', en: 'S' }, corps: { fr: 'C', en: 'C' } },
      ],
    }),
    'GET /candidature/7/messages/apercu': () => ({ body: { sujet: 'Votre candidature', corps: '<p>Bonjour Léa</p>' } }),
    'POST /candidature/7/messages': () => ({ status: 201, body: message({ id: 9, statut: 'PROGRAMME' }) }),
    'POST /messages/2/annuler': () => ({ body: message({ id: 2, statut: 'ANNULE' }) }),
  };
}

describe('messages on the application sheet (§20)', () => {
  it('shows the thread oldest first, marks the unread reply and reads it, offers undo while scheduled', async () => {
    const api = mockApi(
      routes([
        message({ id: 1 }),
        message({
          id: 5,
          sens: 'ENTRANT',
          auteur: null,
          sujet: 'Re',
          corps: '<p>Merci</p>',
          statut: 'RECU',
          lu: false,
          recuLe: '2026-03-03T10:00:00Z',
        }),
        message({ id: 2, sujet: 'Relance', statut: 'PROGRAMME', envoyeLe: null }),
      ]),
    );
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    const thread = await screen.findByRole('region', { name: 'Fil des messages' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.fw-semibold')?.textContent)).toEqual(['Bonjour', 'Re', 'Relance']);
    expect(within(items[1] as HTMLElement).getByText('Non lu')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/candidature/7/messages/lus')).toHaveLength(1));
    await user.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Annuler l’envoi' }));
    await waitFor(() => expect(api.callsTo('POST', '/messages/2/annuler')).toHaveLength(1));
  });

  it('writes with a template: the preview for this candidate, then the rendered text is sent', async () => {
    const api = mockApi(routes([]));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Aucun message pour le moment.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Modèle' }), 'Refus');
    const preview = await screen.findByRole('region', { name: 'Aperçu pour ce candidat' });
    expect(await within(preview).findByText('Bonjour Léa')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveValue('Votre candidature'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(api.callsTo('POST', '/candidature/7/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/candidature/7/messages')[0]?.body).toEqual({
      sujet: 'Votre candidature',
      corps: '<p>Bonjour Léa</p>',
      modele: { id: 3 },
    });
  });

  it('writes a free message as paragraphs, its text escaped', async () => {
    const api = mockApi(routes([]));
    signInAs('RECRUTEUR');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sujet' }), 'Question');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour <b>');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(api.callsTo('POST', '/candidature/7/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/candidature/7/messages')[0]?.body).toEqual({
      sujet: 'Question',
      corps: '<p>Bonjour &#60;b&#62;</p>',
    });
  });

  it('lets a MEMBRE read the thread without the composer', async () => {
    mockApi(routes([message({ id: 1 })]));
    signInAs('MEMBRE');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Premier message')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  });
});

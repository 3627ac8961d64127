import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { MonEspace } from './MonEspace';

const etats = [{ id: 1, etat: 'envoyée' }];
const person = { id: 9, nom: 'Durand', prenom: 'Marie', email: 'm@example.com', telephone: '06' };
const application = {
  id: 4,
  individu: person,
  etatCandidature: etats[0],
  dateCandidature: '2025-03-01T10:00:00+01:00',
  posteVacant: {
    id: 104,
    nom: 'Soudeur',
    descriptif: '',
    nomEn: null,
    descriptifEn: null,
    poste: { id: 1, reference: 'REF-4', nom: 'Soudeur' },
    typeContrat: { id: 1, type: 'CDI' },
    session: { id: 1, reference: 'S-2025', dateOuverture: '2025-01-01', dateCloture: '2025-12-31', status: true },
  },
};
const sent = {
  id: 1,
  sens: 'SORTANT',
  sujet: 'Un échange ?',
  corps: '<p>Êtes-vous disponible lundi ?</p>',
  statut: 'ENVOYE',
  envoyeLe: '2025-03-02T10:00:00Z',
  recuLe: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the thread under an application in mon-espace (§20)', () => {
  it('shows what the team sent once opened, and sends a reply', async () => {
    const thread: unknown[] = [sent];
    const calls = stubFetch(({ url, method, body }) => {
      if (url === '/etat-candidature/list') return { body: etats };
      if (url === '/candidature/byid/9') return { body: [application] };
      if (url === '/individu/get/individu/9') return { body: person };
      if (url === '/api/me/candidatures/4/messages' && method === 'GET') return { body: thread };
      if (url === '/api/me/candidatures/4/messages' && method === 'POST') {
        const reply = {
          ...sent,
          id: 2,
          sens: 'ENTRANT',
          sujet: 'Re: Soudeur',
          corps: `<p>${(body as { corps: string }).corps}</p>`,
          statut: 'RECU',
          envoyeLe: null,
          recuLe: '2025-03-03T10:00:00Z',
        };
        thread.push(reply);
        return { status: 201, body: reply };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<MonEspace individuId={9} />);
    await user.click(await screen.findByText('Messages', { selector: 'summary' }));
    expect(await screen.findByText('Êtes-vous disponible lundi ?')).toBeInTheDocument();
    expect(screen.getByText(/L’équipe de recrutement/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Votre réponse' }), 'Oui, volontiers.');
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Réponse envoyée.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ corps: 'Oui, volontiers.' }]);
    const list = screen.getAllByRole('list').at(-1) as HTMLElement;
    await waitFor(() => expect(within(list).getByText('Oui, volontiers.')).toBeInTheDocument());
  });

  it('refuses an empty reply with the schema’s words, without a call', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/etat-candidature/list') return { body: etats };
      if (url === '/candidature/byid/9') return { body: [application] };
      if (url === '/individu/get/individu/9') return { body: person };
      if (url === '/api/me/candidatures/4/messages') return { body: [] };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<MonEspace individuId={9} />);
    await user.click(await screen.findByText('Messages', { selector: 'summary' }));
    expect(await screen.findByText('Aucun message pour cette candidature.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Le texte du message est obligatoire.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

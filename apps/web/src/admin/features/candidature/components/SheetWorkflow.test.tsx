import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, ETATS } from '../../../testing/fixtures';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const person = (id: number, prenom: string) =>
  candidature({ id, individu: { ...candidature().individu, id: id + 100, prenom } });
const LIST = [person(7, 'Léa'), person(8, 'Hugo'), person(9, 'Inès')];

function routes(extra = {}) {
  const one = Object.fromEntries(LIST.map((c) => [`GET /candidature/list/${c.id}`, () => ({ body: c })]));
  const empty = Object.fromEntries(
    LIST.flatMap((c) => [
      [`GET /document-candidature/by-candidature/${c.id}`, () => ({ body: [] })],
      [`GET /candidature/${c.id}/historique`, () => ({ body: [] })],
      [`GET /candidature/${c.id}/notes`, () => ({ body: [] })],
    ]),
  );
  return {
    'GET /candidature/noms-postes': () => ({ body: [] }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /stats/dashboard': () => ({
      body: { offresOuvertes: 1, candidaturesNonTraitees: 3, parEtat: [], parSemaine: [], parOffre: [] },
    }),
    'GET /candidature/list': () => page(LIST, 3),
    ...one,
    ...empty,
    ...extra,
  };
}

describe('application sheet: notes (contract §12)', () => {
  it('adds a note, lists notes with author and time, deletes only its own', async () => {
    const notes = [
      { id: 2, texte: 'Très bon entretien.', auteur: 'collegue@example.com', dateCreation: '2026-03-03T09:00:00Z' },
    ];
    const api = mockApi(
      routes({
        'GET /candidature/7/notes': () => ({ body: notes }),
        'POST /candidature/7/notes': (call: { body: unknown }) => {
          const note = {
            id: 3,
            texte: (call.body as { texte: string }).texte,
            auteur: 'rh@example.com',
            dateCreation: '2026-03-04T10:00:00Z',
          };
          notes.unshift(note);
          return { status: 201, body: note };
        },
        'DELETE /candidature/notes/3': () => {
          notes.shift();
          return { status: 204 };
        },
      }),
    );
    signInAs('ADMIN', 'rh@example.com');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const saved = await screen.findByRole('region', { name: 'Notes enregistrées' });
    expect(await within(saved).findByText('Très bon entretien.')).toBeInTheDocument();
    expect(within(saved).getByText(/collegue@example\.com/)).toBeInTheDocument();
    // A colleague's note cannot be deleted from here.
    expect(within(saved).queryByRole('button', { name: /Supprimer/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    expect(await screen.findByText('Le texte de la note est obligatoire.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/7/notes')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nouvelle note'), 'Rappeler lundi.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    expect(await within(saved).findByText('Rappeler lundi.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/7/notes')[0]?.body).toEqual({ texte: 'Rappeler lundi.' });
    expect(screen.getByLabelText('Nouvelle note')).toHaveValue('');

    await user.click(within(saved).getByRole('button', { name: /^Supprimer la note du/ }));
    await vi.waitFor(() => expect(within(saved).queryByText('Rappeler lundi.')).toBeNull());
    expect(api.callsTo('DELETE', '/candidature/notes/3')).toHaveLength(1);
  });

  it('shows the server refusal of a note under the field', async () => {
    mockApi(routes({ 'POST /candidature/7/notes': () => apiError(404, "Cette candidature n'existe pas.") }));
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    await user.type(screen.getByLabelText('Nouvelle note'), 'Une note');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    expect(await screen.findByText("Cette candidature n'existe pas.")).toBeInTheDocument();
  });
});

describe('application sheet: next and previous', () => {
  it('goes from the list to the sheet, then to the next and back with Alt+N and Alt+P', async () => {
    signInAs('ADMIN');
    mockApi(routes());
    const { user } = renderAdmin('/admin/candidatures?tri=nom');
    await user.click(await screen.findByRole('link', { name: 'Détail de la candidature de Léa Martin' }));
    expect(await screen.findByRole('heading', { name: 'Candidature de Léa Martin' })).toBeInTheDocument();
    fireEvent.keyDown(window, { code: 'KeyN', key: 'n', altKey: true });
    expect(await screen.findByRole('heading', { name: 'Candidature de Hugo Martin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/8');
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByRole('heading', { name: 'Candidature de Inès Martin' })).toBeInTheDocument();
    // The end of the list: nothing after Inès on this page nor on the next one.
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('C’est la dernière candidature de la liste.')).toBeInTheDocument();
    fireEvent.keyDown(window, { code: 'KeyP', key: 'p', altKey: true });
    expect(await screen.findByRole('heading', { name: 'Candidature de Hugo Martin' })).toBeInTheDocument();
    // Back to the list it came from, with its order.
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/admin/candidatures?tri=nom');
  });

  it('ignores the shortcut while the admin types a note', async () => {
    signInAs('ADMIN');
    mockApi(routes());
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const field = screen.getByLabelText('Nouvelle note');
    fireEvent.keyDown(field, { code: 'KeyN', key: 'n', altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidature/fiche/7');
  });

  it('takes the next one not seen yet when opened applications left the filtered list', async () => {
    signInAs('ADMIN');
    // « envoyée » only: opening Léa and Hugo made them « consultée », so page 1 now starts with Inès.
    let served = 0;
    const api = mockApi(
      routes({
        'GET /candidature/list': () => {
          served++;
          return served === 1 ? page(LIST.slice(0, 2), 3) : page([LIST[2] as (typeof LIST)[number]], 1);
        },
      }),
    );
    const { user } = renderAdmin('/admin/candidatures?etat=1');
    await user.click(await screen.findByRole('link', { name: 'Détail de la candidature de Hugo Martin' }));
    await screen.findByRole('heading', { name: 'Candidature de Hugo Martin' });
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByRole('heading', { name: 'Candidature de Inès Martin' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/candidature/list').map((c) => c.query.get('etat'))).toContain('1');
  });
});

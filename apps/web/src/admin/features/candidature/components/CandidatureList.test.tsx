import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, ETATS } from '../../../testing/fixtures';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const vacant = candidature().posteVacant;
const base = {
  'GET /candidature/noms-postes': () => ({ body: [{ nom: 'Développeur Java', count: 6 }] }),
  'GET /etat-candidature/list': () => ({ body: ETATS }),
};

describe('candidature list', () => {
  it('lists 5 per page with the spec columns and a Detail link', async () => {
    const api = mockApi({ ...base, 'GET /candidature/poste-vacant/Développeur Java': () => page([candidature()], 6) });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java');
    const table = await screen.findByRole('table', { name: 'Candidatures pour Développeur Java' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Poste vacant',
      'Réf. session',
      'Réf. métier',
      'Candidat',
      'Reçue le',
      'État de la candidature',
      'Détail',
    ]);
    expect(within(table).getByRole('link', { name: 'Détail de la candidature de Léa Martin' })).toHaveAttribute(
      'href',
      '/admin/candidature/fiche/7',
    );
    expect(api.callsTo('GET', '/candidature/poste-vacant/Développeur Java')[0]?.query.toString()).toBe('page=1&size=5');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });

  it('filters a vacancy list by status through the id of the vacancy of that name', async () => {
    const api = mockApi({
      ...base,
      'GET /poste-vacant/list': () => ({ body: [vacant] }),
      'GET /candidature/list': () => page([], 0),
    });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java?etat=3');
    expect(await screen.findByText('Aucune candidature ne correspond à ces filtres.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/poste-vacant/list')[0]?.query.get('nom')).toBe('Développeur Java');
    const query = api.callsTo('GET', '/candidature/list')[0]?.query;
    expect(query?.get('posteVacant')).toBe(String(vacant.id));
    expect(query?.get('etat')).toBe('3');
  });

  it('says so when several vacancies share the name and a filter is asked for', async () => {
    mockApi({ ...base, 'GET /poste-vacant/list': () => ({ body: [vacant, { ...vacant, id: 6 }] }) });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java?q=martin');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Plusieurs offres portent ce nom/);
  });
});

describe('candidature list: order, selection, export (contract §12)', () => {
  const lea = candidature();
  const hugo = candidature({ id: 8, individu: { ...lea.individu, id: 12, prenom: 'Hugo', nom: 'Bernard' } });

  it('sorts through `tri` in the URL, back on page 1, and asks the server for that order', async () => {
    const api = mockApi({ ...base, 'GET /candidature/list': () => page([lea, hugo], 12) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures?etat=1&page=2');
    await screen.findByRole('table', { name: 'Candidatures' });
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Nom (A → Z)');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidatures?etat=1&tri=nom');
    await vi.waitFor(() => expect(api.callsTo('GET', '/candidature/list').at(-1)?.query.get('tri')).toBe('nom'));
    expect(api.callsTo('GET', '/candidature/list').at(-1)?.query.get('page')).toBe('1');
  });

  it('filters by channel (§22) through `canal` in the URL and asks the server for it', async () => {
    const api = mockApi({ ...base, 'GET /candidature/list': () => page([lea], 1) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures?canal=RADIO');
    await screen.findByRole('table', { name: 'Candidatures' });
    // A channel that does not exist is ignored.
    expect(api.callsTo('GET', '/candidature/list').at(-1)?.query.has('canal')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Canal'), 'Flux d’offres');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('canal=FLUX');
    await vi.waitFor(() => expect(api.callsTo('GET', '/candidature/list').at(-1)?.query.get('canal')).toBe('FLUX'));
  });

  it('changes the status of the ticked applications in one request and says how many', async () => {
    const api = mockApi({
      ...base,
      'GET /candidature/list': () => page([lea, hugo]),
      'POST /candidature/etat': (call) => {
        const body = call.body as { ids: number[]; etatCandidature: { id: number } };
        return { body: body.ids.map((id) => ({ ...(id === 7 ? lea : hugo), etatCandidature: ETATS[2] })) };
      },
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures');
    await screen.findByRole('table', { name: 'Candidatures' });
    expect(screen.queryByRole('form', { name: "Changer l'état de la sélection" })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les candidatures de la page' }));
    expect(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Hugo Bernard' })).toBeChecked();
    const bar = screen.getByRole('form', { name: "Changer l'état de la sélection" });
    expect(bar).toHaveTextContent('2 sélectionnées');
    await user.selectOptions(within(bar).getByLabelText('Nouvel état'), 'En cours de traitement');
    await user.click(within(bar).getByRole('button', { name: 'Appliquer à la sélection' }));
    expect(await screen.findByText('2 candidatures passées à « En cours de traitement ».')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/etat')[0]?.body).toEqual({ ids: [7, 8], etatCandidature: { id: 3 } });
    expect(screen.queryByRole('form', { name: "Changer l'état de la sélection" })).toBeNull();
  });

  it('says that nothing changed when the server refuses the bulk change', async () => {
    mockApi({
      ...base,
      'GET /candidature/list': () => page([lea, hugo]),
      'POST /candidature/etat': () => apiError(404, "Cette candidature n'existe pas."),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures');
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner la candidature de Léa Martin' }));
    await user.selectOptions(screen.getByLabelText('Nouvel état'), 'En cours de traitement');
    await user.click(screen.getByRole('button', { name: 'Appliquer à la sélection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Aucune candidature n'a été modifiée : Cette candidature n'existe pas.",
    );
    expect(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Léa Martin' })).toBeChecked();
  });

  it('exports the CSV of the current filters and order (every page)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      ...base,
      'GET /candidature/list': () => page([lea]),
      'GET /candidature/export.csv': () =>
        new Response('\uFEFFN°;Nom\r\n7;Martin\r\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="candidatures.csv"' },
        }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures?etat=1&q=martin&tri=-nom&du=2026-11-16&au=2026-11-22&page=3');
    await screen.findByRole('table', { name: 'Candidatures' });
    expect(screen.getByRole('list', { name: 'Autres filtres appliqués' })).toHaveTextContent('Reçues du');
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await vi.waitFor(() => expect(api.callsTo('GET', '/candidature/export.csv')).toHaveLength(1));
    const query = api.callsTo('GET', '/candidature/export.csv')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      etat: '1',
      q: 'martin',
      tri: '-nom',
      du: '2026-11-16',
      au: '2026-11-22',
    });
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('searches in the CVs when asked, and shows each result’s extrait with the words marked (§19)', async () => {
    const extrait = '…habilitée B1V. Technicienne en ÉLECTROTECHNIQUE et automates…';
    const api = mockApi({ ...base, 'GET /candidature/list': () => page([{ ...lea, extrait }]) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures');
    await screen.findByRole('table', { name: 'Candidatures' });
    await user.type(screen.getByLabelText('Candidat (nom ou e-mail)'), 'electrotechnique');
    await user.click(screen.getByLabelText('Chercher dans les CV (mots entiers)'));
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', '/candidature/list').some((c) => c.query.get('dans') === 'cv')).toBe(true),
    );
    const query = api.callsTo('GET', '/candidature/list').at(-1)?.query;
    expect(query?.get('q')).toBe('electrotechnique');
    const table = screen.getByRole('table', { name: 'Candidatures' });
    expect(await within(table).findByText(/Technicienne en/)).toHaveTextContent(`Extrait du CV : ${extrait}`);
    expect(within(table).getByText('ÉLECTROTECHNIQUE').tagName).toBe('MARK');
    // The box stays ticked for the search shown.
    expect(screen.getByLabelText('Chercher dans les CV (mots entiers)')).toBeChecked();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth';
import { mockApi, page } from '../testing/mock-api';
import { renderAdmin, signInAs } from '../testing/render-admin';

afterEach(() => authStore.clear());

const NOMS = [
  { nom: 'Comptable', count: 1 },
  { nom: 'Développeur Java', count: 3 },
];

function setup(path = '/admin/etat-candidature') {
  const api = mockApi({
    'GET /candidature/noms-postes': () => ({ body: NOMS }),
    'GET /etat-candidature/list': () => page([{ id: 1, etat: 'envoyée' }]),
    'GET /candidature/list': () => page([], 0),
    'GET /etat-candidature/list/': () => page([]),
    'GET /stats/dashboard': () => ({ body: STATS }),
  });
  signInAs('ADMIN', 'rh@example.com');
  return { api, ...renderAdmin(path) };
}

const STATS = {
  offresOuvertes: 12,
  candidaturesNonTraitees: 7,
  parEtat: [
    { id: 1, etat: 'envoyée', n: 7 },
    { id: 2, etat: 'consultée par le recruteur', n: 2 },
  ],
  parSemaine: [],
  parOffre: [],
};

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const sidebar = () => screen.queryByRole('navigation', { name: "Menu d'administration" });

describe('admin layout', () => {
  it('starts with the sidebar closed and toggles it from the header', async () => {
    const { user } = setup();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'admin-sidebar');
    expect(sidebar()).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const nav = sidebar();
    expect(nav).not.toBeNull();
    expect(nav).toHaveAttribute('id', 'admin-sidebar');
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Postes de travail' })).toHaveAttribute(
      'href',
      '/admin/poste-de-travail',
    );

    await user.click(toggle());
    expect(sidebar()).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = setup();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(sidebar()).toBeNull();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the spec groups and one link per vacancy name that has applications', async () => {
    const { user } = setup();
    await user.click(toggle());
    const nav = sidebar() as HTMLElement;
    for (const group of ['Emplois et postes', 'Gestion des candidatures', 'Candidatures']) {
      expect(within(nav).getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    }
    const java = await within(nav).findAllByRole('link', { name: /Développeur Java/ });
    expect(java).toHaveLength(1);
    expect(java[0]).toHaveAttribute('href', `/admin/candidature/${encodeURIComponent('Développeur-Java')}`);
    expect(within(nav).getAllByRole('link', { name: /Comptable/ })).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Toutes les candidatures' })).toHaveAttribute(
      'href',
      '/admin/candidatures',
    );
  });

  it('opens the applications list filtered by the vacancy name of a sidebar link', async () => {
    const { user, api } = setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('link', { name: /Développeur Java/ }));
    expect(await screen.findByRole('heading', { name: 'Candidatures : Développeur Java' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/candidature/poste-vacant/Développeur Java')).not.toHaveLength(0);
  });

  it('searches applications from the header with q', async () => {
    const { user, api } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une candidature' }), 'dupont{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/candidatures?q=dupont');
    await screen.findByText('Aucune candidature ne correspond à ces filtres.');
    expect(api.callsTo('GET', '/candidature/list').at(-1)?.query.get('q')).toBe('dupont');
  });

  it('shows the real counts of /stats/dashboard in the badges, each a link to its list, and signs out to /', async () => {
    const { user, api } = setup();
    const nouvelles = await screen.findByRole('link', { name: '7 candidatures à traiter' });
    expect(nouvelles).toHaveAttribute('href', '/admin/candidatures?etat=1');
    expect(nouvelles).toHaveTextContent('7');
    const offres = screen.getByRole('link', { name: '12 offres ouvertes' });
    expect(offres).toHaveAttribute('href', '/admin/poste-vacant?ouvert=true');
    expect(api.callsTo('GET', '/stats/dashboard')).toHaveLength(1);
    api.fetchMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Site public' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(authStore.get().signedIn).toBe(false);
  });
});

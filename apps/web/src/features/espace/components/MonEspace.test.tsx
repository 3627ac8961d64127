import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { MonEspace } from './MonEspace';

const etats = [
  { id: 1, etat: 'envoyée' },
  { id: 2, etat: 'en cours' },
  { id: 3, etat: 'refusée' },
];
const person = { id: 9, nom: 'Durand', prenom: 'Marie', email: 'm@example.com', telephone: '06' };

function candidature(id: number, nom: string, etat: (typeof etats)[number]) {
  return {
    id,
    individu: person,
    etatCandidature: etat,
    dateCandidature: '2025-03-01T10:00:00+01:00',
    posteVacant: {
      id: 100 + id,
      nom,
      descriptif: '',
      nomEn: null,
      descriptifEn: null,
      poste: { id: 1, reference: `REF-${id}`, nom: 'Développeur' },
      typeContrat: { id: 1, type: 'CDI' },
      session: { id: 1, reference: 'S-2025', dateOuverture: '2025-01-01', dateCloture: '2025-12-31', status: true },
    },
  };
}

const list = [
  candidature(1, 'Développeur Java', etats[0]!),
  candidature(2, 'Développeur React', etats[1]!),
  candidature(3, 'Chef de projet', etats[0]!),
];

function stub(applications: unknown[] = list) {
  return stubFetch(({ url }) => {
    if (url === '/etat-candidature/list') return { body: etats };
    if (url === '/candidature/byid/9') return { body: applications };
    if (url === '/individu/get/individu/9') return { body: person };
    return undefined;
  });
}

const shownTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('MonEspace', () => {
  it('greets the person once, by last and first name', async () => {
    stub();
    renderRoute(<MonEspace individuId={9} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Durand Marie' })).toBeInTheDocument();
    expect(screen.getAllByText(/Durand Marie/)).toHaveLength(1);
  });

  it('has a tab per status that filters the applications', async () => {
    const calls = stub();
    renderRoute(<MonEspace individuId={9} />);
    await screen.findByRole('tab', { name: /envoyée/ });
    expect(shownTitles()).toEqual(['Développeur Java', 'Développeur React', 'Chef de projet']);

    await userEvent.click(screen.getByRole('tab', { name: /envoyée/ }));
    expect(screen.getByRole('tab', { name: /envoyée/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(['Développeur Java', 'Chef de projet']);
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent('envoyée');

    await userEvent.click(screen.getByRole('tab', { name: /en cours/ }));
    expect(shownTitles()).toEqual(['Développeur React']);
    expect(screen.getByRole('link', { name: 'Détail du poste' })).toHaveAttribute('href', '/offre/dtail/102');

    await userEvent.click(screen.getByRole('tab', { name: /refusée/ }));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText('Aucune candidature dans cette catégorie.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/candidature/'))).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys', async () => {
    stub();
    renderRoute(<MonEspace individuId={9} />);
    const all = await screen.findByRole('tab', { name: /Toutes/ });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /envoyée/ })).toHaveFocus();
    expect(shownTitles()).toEqual(['Développeur Java', 'Chef de projet']);
  });

  it('says when there is no application at all', async () => {
    stub([]);
    renderRoute(<MonEspace individuId={9} />);
    expect(await screen.findByText('Aucune candidature dans cette catégorie.')).toBeInTheDocument();
  });
});

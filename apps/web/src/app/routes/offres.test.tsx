import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as OffresPage } from './offres';

const offre = (id: number, nom: string) => ({
  id,
  nom,
  descriptif: '',
  nomEn: null,
  descriptifEn: null,
  poste: { id: 1, reference: `P-${id}`, nom: 'Développeur' },
  typeContrat: { id: 1, type: 'CDI' },
  session: { id: 1, reference: 'S1', dateOuverture: '2025-01-01', dateCloture: '2025-12-31', status: true },
});

function stub(items: unknown[], total = items.length) {
  return stubFetch(({ url }) => {
    if (url === '/type-contrat/list')
      return {
        body: [
          { id: 1, type: 'CDI' },
          { id: 2, type: 'Stage' },
        ],
      };
    if (url === '/poste-de-travail/list') return { body: [{ id: 1, reference: 'P', nom: 'Développeur' }] };
    if (url === '/poste-vacant/list?ouvert=true')
      return {
        body: [
          { ...offre(1, 'Dev Java'), lieu: 'Lyon' },
          { ...offre(2, 'Dev React'), lieu: 'Paris' },
        ],
      };
    if (url.startsWith('/poste-vacant/list?')) return { body: items, headers: { 'X-Total-Count': String(total) } };
    return undefined;
  });
}

// The page's list calls (the select of vacancy names asks for `?ouvert=true` alone).
const listCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/poste-vacant/list?') && c.url !== '/poste-vacant/list?ouvert=true');

afterEach(() => vi.unstubAllGlobals());

describe('Offres page', () => {
  it('reads its filters and page from the URL and asks the server for them', async () => {
    const calls = stub([offre(6, 'Dev Java')], 6);
    renderRoute(<OffresPage />, { path: '/offre', url: '/offre?typeContrat=CDI&page=2' });
    expect(await screen.findByRole('heading', { name: 'Dev Java' })).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url).toBe('/poste-vacant/list?typeContrat=CDI&page=2&ouvert=true&tri=recent&size=5');
    await waitFor(() => expect(screen.getByLabelText('Type de contrat')).toHaveValue('CDI'));
    expect(screen.getByText('Vous êtes à la page').closest('li')).toHaveTextContent('2');
    expect(screen.getByText(/Date limite/)).toHaveTextContent('31 décembre 2025');
    expect(screen.getByRole('link', { name: 'Détail du poste' })).toHaveAttribute('href', '/offre/dtail/6');
    expect(document.title).toMatch(/^Nos offres/);
  });

  it('applies the selects on Search, back on page 1, and keeps them in the URL', async () => {
    const calls = stub([offre(1, 'Dev Java')], 12);
    renderRoute(<OffresPage />, { path: '/offre', url: '/offre?page=3' });
    await screen.findByRole('heading', { name: 'Dev Java' });
    expect(screen.getByLabelText('Type de contrat')).toHaveDisplayValue('Tous les contrats');
    expect(screen.getByLabelText('Métier')).toHaveDisplayValue('Tous les métiers');
    expect(screen.getByLabelText('Poste')).toHaveDisplayValue('Tous les postes');
    await screen.findByRole('option', { name: 'Dev React' });
    await userEvent.selectOptions(screen.getByLabelText('Métier'), 'Développeur');
    await userEvent.selectOptions(screen.getByLabelText('Poste'), 'Dev React');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/offre?poste=D%C3%A9veloppeur&nom=Dev+React'),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/poste-vacant/list?poste=D%C3%A9veloppeur&nom=Dev+React&page=1&ouvert=true&tri=recent&size=5',
      ),
    );
  });

  it('searches words and a place, newest first, and reads them back from a shared link', async () => {
    const calls = stub([offre(1, 'Dev Java')], 1);
    renderRoute(<OffresPage />, { path: '/offre', url: '/offre' });
    await screen.findByRole('heading', { name: 'Dev Java' });
    await screen.findByRole('option', { name: 'Lyon' });
    await userEvent.type(screen.getByLabelText('Mots-clés'), '  java spring ');
    await userEvent.selectOptions(screen.getByLabelText('Lieu'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offre?q=java+spring&lieu=Lyon'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/poste-vacant/list?q=java+spring&lieu=Lyon&page=1&ouvert=true&tri=recent&size=5',
      ),
    );
  });

  it('fills the search from the URL', async () => {
    stub([offre(1, 'Dev Java')], 1);
    renderRoute(<OffresPage />, { path: '/offre', url: '/offre?q=kotlin&lieu=Nantes' });
    await screen.findByRole('heading', { name: 'Dev Java' });
    expect(screen.getByLabelText('Mots-clés')).toHaveValue('kotlin');
    // A place no open offer has any more stays chosen, so the shared link still reads right.
    expect(screen.getByLabelText('Lieu')).toHaveValue('Nantes');
  });

  it('says when no offer matches', async () => {
    stub([], 0);
    renderRoute(<OffresPage />, { path: '/offre', url: '/offre?typeContrat=Stage' });
    expect(await screen.findByText(/Aucune offre ne correspond/)).toBeInTheDocument();
  });

  it('shows the error when the list cannot be read', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/poste-vacant/list?')
        ? { status: 500, body: { message: 'Une erreur interne est survenue.' } }
        : { body: [] },
    );
    renderRoute(<OffresPage />, { path: '/offre' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur interne est survenue.');
  });
});

import { PAGE_DATA_ID } from '@recrutement/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as OffreDetailPage } from './offre-detail';

const offre = (id: number, nom: string) => ({
  id,
  nom,
  descriptif: '<p>Une équipe <strong>soudée</strong>.</p>',
  nomEn: null,
  descriptifEn: null,
  lieu: 'Lyon',
  poste: { id: 1, reference: 'P-1', nom: 'Développeur' },
  typeContrat: { id: 1, type: 'CDI' },
  session: { id: 1, reference: 'S1', dateOuverture: '2025-01-01', dateCloture: '2999-12-31', status: true },
});

/** The script the server writes into the page it serves (contract PageData). */
function writePageData(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('offer page', () => {
  it('shows the offer the server wrote into the page without asking for it, then asks on the next visit', async () => {
    vi.resetModules();
    writePageData({ offre: offre(7, 'Développeuse React') });
    const calls = stubFetch(({ url }) => (url === '/poste-vacant/7' ? { body: offre(7, 'Autre nom') } : undefined));
    const { Component } = await import('./offre-detail');
    // The app's own cache settings: what was just served stays fresh for a while.
    const page = { path: '/offre/dtail/:id', url: '/offre/dtail/7' };
    const first = renderRoute(<Component />, { ...page, queryClient: createQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Développeuse React' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/poste-vacant/7')).toHaveLength(0);
    first.unmount();

    // Handed out once: a later visit (a fresh cache) asks the server.
    renderRoute(<Component />, { ...page, queryClient: createQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Autre nom' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/poste-vacant/7')).toHaveLength(1);
  });

  it("asks the server when the page's data is another offer", async () => {
    writePageData({ offre: offre(8, 'Une autre offre') });
    const calls = stubFetch(({ url }) => (url === '/poste-vacant/9' ? { body: offre(9, 'Comptable') } : undefined));
    renderRoute(<OffreDetailPage />, { path: '/offre/dtail/:id', url: '/offre/dtail/9' });
    expect(await screen.findByRole('heading', { name: 'Comptable' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/poste-vacant/9');
  });
});

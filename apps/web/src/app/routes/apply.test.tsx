import { formatSalaire, messages, todayIn } from '@recrutement/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as ApplyPage } from './apply';

const offre = (dateCloture: string) => ({
  id: 4,
  nom: 'Développeur Java',
  descriptif: '<p>x</p>',
  nomEn: null,
  descriptifEn: null,
  poste: { id: 1, reference: 'DEV-01', nom: 'Développeur' },
  typeContrat: { id: 1, type: 'CDI' },
  session: { id: 1, reference: 'S-2025', dateOuverture: '2020-01-01', dateCloture, status: true },
  lieu: null,
  salaireMin: 35000,
  salaireMax: 42000,
  salairePeriode: 'AN' as const,
  teletravail: 'TOTAL' as const,
});

function stub(dateCloture: string) {
  return stubFetch(({ url }) => {
    if (url === '/poste-vacant/4') return { body: offre(dateCloture) };
    if (url === '/civilite/list' || url === '/pays/list' || url === '/nom-document/list') return { body: [] };
    if (url === '/poste-vacant/4/questions') return { body: [] };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Apply page', () => {
  it('shows the vacancy, the form and the Résumé du poste panel', async () => {
    stub('2999-12-31');
    renderRoute(<ApplyPage />, { path: '/save-document-candidature/:id', url: '/save-document-candidature/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Postuler à cette offre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Développeur Java' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Résumé du poste' })).toBeInTheDocument();
    // The pay range (contract §16), formatted in French, in the header and the summary.
    const pay = formatSalaire(offre('2999-12-31')) as string;
    expect(pay).toMatch(/^35\s000 – 42\s000 € brut par an$/u);
    const shown = screen.getAllByText((_, element) => element?.children.length === 0 && element.textContent === pay);
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Salaire').nextElementSibling).toHaveTextContent(/35\s000 – 42\s000 € brut par an/u);
    expect(screen.getAllByText('Télétravail complet').length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByRole('form', { name: 'Postuler à cette offre' })).toBeInTheDocument();
  });

  it('says a closed vacancy is closed instead of showing the form', async () => {
    const yesterday = todayIn('Europe/Paris', new Date(Date.now() - 2 * 86_400_000));
    stub(yesterday);
    renderRoute(<ApplyPage />, { path: '/save-document-candidature/:id', url: '/save-document-candidature/4' });
    expect(await screen.findByText(messages.offerClosed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Postuler à cette offre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postuler' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown vacancy', async () => {
    stubFetch(() => undefined);
    renderRoute(<ApplyPage />, { path: '/save-document-candidature/:id', url: '/save-document-candidature/999' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});

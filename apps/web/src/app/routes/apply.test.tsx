import { messages, todayIn } from '@recrutement/contract';
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
});

function stub(dateCloture: string) {
  return stubFetch(({ url }) => {
    if (url === '/poste-vacant/4') return { body: offre(dateCloture) };
    if (url === '/civilite/list' || url === '/pays/list' || url === '/nom-document/list') return { body: [] };
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
    expect(screen.getAllByText('À négocier').length).toBeGreaterThanOrEqual(2);
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

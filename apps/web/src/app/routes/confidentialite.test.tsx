import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../i18n/catalogue.en';
import * as fr from '../../i18n/catalogue.fr';
import { setCatalogue } from '../../i18n/i18n';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as PrivacyPage } from './confidentialite';

afterEach(() => {
  vi.unstubAllGlobals();
  setCatalogue('fr', fr);
});

const stubOrganisation = (retentionMonths: number) =>
  stubFetch(({ url }) =>
    url === '/api/organisation'
      ? {
          body: { nom: 'Acme Recrutement', url: 'https://acme.example', dpoEmail: 'dpo@acme.example', retentionMonths },
        }
      : undefined,
  );

describe('/confidentialite', () => {
  it('names the controller, the DPO, the retention and how to use each right', async () => {
    stubOrganisation(18);
    renderRoute(<PrivacyPage />, { path: '/confidentialite' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getAllByText(/Acme Recrutement/).length).toBeGreaterThan(1);
    expect(screen.getAllByRole('link', { name: 'dpo@acme.example' })[0]).toHaveAttribute(
      'href',
      'mailto:dpo@acme.example',
    );
    expect(screen.getAllByText('18 mois', { exact: false }).length).toBeGreaterThan(0);
    for (const heading of [
      'Responsable du traitement',
      'Finalités et bases légales',
      'Durée de conservation',
      'Vos droits',
      'Comment les exercer',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'votre espace' })).toHaveAttribute('href', '/mon-espace');
  });

  it('is the same notice in English under /en, its plurals and links in English', async () => {
    setCatalogue('en', en);
    stubOrganisation(1);
    renderRoute(<PrivacyPage />, { path: '/en/confidentialite' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Data controller',
      'Data collected',
      'Purposes and legal bases',
      'Recipients',
      'How long it is kept',
      'Your rights',
      'How to exercise them',
      'Cookies',
    ]);
    expect(screen.getAllByText('1 month', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'your space' })).toHaveAttribute('href', '/en/mon-espace');
    expect(screen.getAllByRole('link', { name: 'dpo@acme.example' })).toHaveLength(2);
    expect(document.title).toContain('Privacy policy');
  });

  it('says so when the values cannot be read', async () => {
    stubFetch(() => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' } }));
    renderRoute(<PrivacyPage />, { path: '/confidentialite' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
  });
});

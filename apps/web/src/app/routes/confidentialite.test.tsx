import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../lib/testing';
import { Component as PrivacyPage } from './confidentialite';

afterEach(() => vi.unstubAllGlobals());

describe('/confidentialite', () => {
  it('names the controller, the DPO, the retention and how to use each right', async () => {
    stubFetch(({ url }) =>
      url === '/api/organisation'
        ? {
            body: {
              nom: 'Acme Recrutement',
              url: 'https://acme.example',
              dpoEmail: 'dpo@acme.example',
              retentionMonths: 18,
            },
          }
        : undefined,
    );
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

  it('says so when the values cannot be read', async () => {
    stubFetch(() => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' } }));
    renderRoute(<PrivacyPage />, { path: '/confidentialite' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
  });
});

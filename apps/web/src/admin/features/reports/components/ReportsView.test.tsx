import { CANAUX } from '@recrutement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const ENTONNOIR = {
  etapes: [
    { etat: { id: 1, etat: 'envoyée' }, atteint: 5, conversion: null, medianeJours: 1.5 },
    { etat: { id: 2, etat: 'consultée par le recruteur' }, atteint: 3, conversion: 0.6, medianeJours: 2 },
    { etat: { id: 5, etat: 'Acceptée' }, atteint: 2, conversion: 2 / 3, medianeJours: null },
  ],
  delaiEmbauche: 20.5,
  parCanal: CANAUX.map((canal) => ({
    canal,
    candidatures: canal === 'SITE' ? 3 : canal === 'FLUX' ? 2 : 0,
    retenues: canal === 'SITE' ? 1 : canal === 'FLUX' ? 1 : 0,
  })),
};
const vacancy = candidature().posteVacant;

describe('Rapports (§22)', () => {
  it('draws the funnel and the channels with their tables, filters by the address, and offers the CSV', async () => {
    const api = mockApi({
      'GET /stats/entonnoir': () => ({ body: ENTONNOIR }),
      'GET /poste-vacant/list': () => ({ body: [vacancy] }),
    });
    signInAs('ADMIN');
    renderAdmin('/admin/rapports?du=2021-03-01');
    const funnel = within(await screen.findByRole('figure', { name: 'Entonnoir des candidatures' }));
    const rows = funnel.getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['État', 'Atteint', 'Conversion', 'Jours (médiane)'],
      ['envoyée', '5', '—', '1.5'],
      ['consultée par le recruteur', '3', '60 %', '2'],
      ['Acceptée', '2', '67 %', '—'],
    ]);
    const csv = funnel.getByRole('link', { name: 'Télécharger « Entonnoir des candidatures » (CSV)' });
    expect(decodeURIComponent(csv.getAttribute('href') ?? '')).toContain('"consultée par le recruteur";"3";"60 %";"2"');
    expect(screen.getByText('Délai d’embauche (médiane) : 20.5 jours')).toBeInTheDocument();
    const canaux = within(screen.getByRole('figure', { name: 'Candidatures par canal' }));
    expect(
      within(canaux.getByRole('row', { name: /Flux d’offres/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Flux d’offres', '2', '1']);
    expect(api.callsTo('GET', '/stats/entonnoir')[0]?.query.get('du')).toBe('2021-03-01');
    await userEvent.selectOptions(screen.getByLabelText('Canal'), 'FLUX');
    await waitFor(() => expect(api.callsTo('GET', '/stats/entonnoir').at(-1)?.query.get('canal')).toBe('FLUX'));
    await userEvent.selectOptions(screen.getByLabelText('Offre'), String(vacancy.id));
    await waitFor(() =>
      expect(api.callsTo('GET', '/stats/entonnoir').at(-1)?.query.get('posteVacant')).toBe(String(vacancy.id)),
    );
  });

  it('says when no application matches, and when the report fails', async () => {
    mockApi({
      'GET /stats/entonnoir': ({ query }) =>
        query.get('canal') === 'VIVIER'
          ? { status: 500, body: { message: 'Erreur interne.' } }
          : {
              body: { ...ENTONNOIR, parCanal: ENTONNOIR.parCanal.map((c) => ({ ...c, candidatures: 0, retenues: 0 })) },
            },
      'GET /poste-vacant/list': () => ({ body: [] }),
    });
    signInAs('ADMIN');
    renderAdmin('/admin/rapports');
    expect(await screen.findByText('Aucune candidature reçue pour ces filtres.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Canal'), 'VIVIER');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne.');
  });
});

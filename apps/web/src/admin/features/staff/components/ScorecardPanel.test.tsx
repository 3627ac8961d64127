import { adminEn } from '@recrutement/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../../../i18n/catalogue.en';
import * as fr from '../../../../i18n/catalogue.fr';
import { setCatalogue } from '../../../../i18n/i18n';
import { authStore } from '../../../../lib/auth';
import { setAdminCatalogue } from '../../../i18n';
import { mockApi, page } from '../../../testing/mock-api';
import { fakeToken } from '../../../testing/render-admin';
import { ScorecardPanel } from './ScorecardPanel';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
  setCatalogue('fr', fr);
});

const CRITERES = [
  { id: 1, libelle: 'Java' },
  { id: 2, libelle: 'SQL' },
];
const colleague = {
  id: 9,
  auteur: { id: 2, nom: 'Durand', prenom: 'Paul' },
  notes: [
    { critere: CRITERES[0], note: 3 },
    { critere: CRITERES[1], note: 2 },
  ],
  avis: 'OUI',
  commentaire: 'Solid.',
  date: '2026-11-20T10:00:00Z',
};

function draw() {
  authStore.signIn({ token: fakeToken('RECRUTEUR'), userId: 1, individuId: 1, email: 'rh@example.com' });
  const api = mockApi({
    'GET /poste-vacant/5/criteres': () => ({ body: CRITERES }),
    'GET /candidature/7/evaluations': () => page([colleague], 1),
    'POST /candidature/7/evaluations': ({ body }) => ({
      status: 201,
      body: {
        id: 10,
        auteur: { id: 1, nom: 'Smith', prenom: 'Alice' },
        date: '2026-11-21T10:00:00Z',
        ...(body as object),
      },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScorecardPanel candidatureId={7} posteVacantId={5} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the scorecards of an application (§14)', () => {
  it('shows the averages and the verdicts, and sends one’s own evaluation once complete', async () => {
    const { api, user } = draw();
    expect(await screen.findByTestId('evaluations-total')).toHaveTextContent('1 évaluation.');
    expect(screen.getByTestId('moyenne-1')).toHaveTextContent('3');
    expect(within(screen.getByRole('list', { name: 'Avis' })).getByText('Oui').nextSibling).toHaveTextContent('1');
    expect(screen.getByTestId('evaluation-2')).toHaveTextContent('Paul Durand · Oui');
    expect(screen.getByTestId('evaluation-2')).toHaveTextContent('Java : 3/4 · SQL : 2/4');

    await user.click(screen.getByRole('button', { name: 'Enregistrer mon évaluation' }));
    expect(screen.getByText("Notez chaque critère et donnez un avis avant d'enregistrer.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/7/evaluations')).toHaveLength(0);

    await user.click(within(screen.getByRole('radiogroup', { name: 'Note pour Java' })).getByLabelText('4 sur 4'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Note pour SQL' })).getByLabelText('3 sur 4'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Avis' }), 'OUI_FORT');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon évaluation' }));
    expect(await screen.findByText('Évaluation enregistrée.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/7/evaluations')[0]?.body).toEqual({
      notes: [
        { critere: { id: 1 }, note: 4 },
        { critere: { id: 2 }, note: 3 },
      ],
      avis: 'OUI_FORT',
      commentaire: null,
    });
  });

  it('speaks English in an English back office', async () => {
    setAdminCatalogue('en', adminEn);
    setCatalogue('en', en);
    draw();
    expect(await screen.findByTestId('evaluations-total')).toHaveTextContent('1 evaluation.');
    expect(screen.getByRole('table', { name: 'Average per criterion' })).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-2')).toHaveTextContent('Paul Durand · Yes');
    expect(screen.getByTestId('evaluation-2')).toHaveTextContent('Java: 3/4 · SQL: 2/4');
    expect(screen.getByRole('radiogroup', { name: 'Rating for Java' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Yes, without hesitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my evaluation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My evaluation' })).toBeInTheDocument();
  });
});

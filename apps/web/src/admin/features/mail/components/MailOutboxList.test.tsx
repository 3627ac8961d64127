import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const mail = (id: number, values: Record<string, unknown>) => ({
  id,
  kind: 'receipt',
  to: `candidat-${id}@example.com`,
  subject: `Accusé de réception : votre candidature « Offre ${id} »`,
  state: 'sent',
  attempts: 1,
  lastError: null,
  sensitive: false,
  texte: `Bonjour,\n\nNous avons bien reçu votre candidature ${id}.`,
  createdAt: '2025-05-01T10:00:00Z',
  sentAt: '2025-05-01T10:00:02Z',
  nextAttemptAt: null,
  ...values,
});

const outbox = [
  mail(3, {
    kind: 'reset',
    subject: 'Réinitialiser votre mot de passe',
    sensitive: true,
    texte: null,
    state: 'pending',
    attempts: 2,
    lastError: 'ECONNECTION : connect ECONNREFUSED 127.0.0.1:25',
    sentAt: null,
    nextAttemptAt: '2025-05-01T10:05:00Z',
  }),
  mail(2, {}),
];

describe('Courriels', () => {
  it('lists to, subject, state, attempts and last error; never the body of a secret link', async () => {
    const api = mockApi({ 'GET /mail/outbox': () => page(outbox, 2) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/courriels');
    const table = await screen.findByRole('table', { name: 'Courriels, du plus récent au plus ancien' });
    const [, pending, sent] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('candidat-3@example.com');
    expect(pending).toHaveTextContent('Réinitialiser votre mot de passe');
    expect(pending).toHaveTextContent('En attente');
    expect(pending).toHaveTextContent('ECONNREFUSED');
    expect(pending).toHaveTextContent('Contenu masqué : lien personnel');
    expect(within(pending!).queryByText('Voir le texte')).not.toBeInTheDocument();
    expect(sent).toHaveTextContent('Envoyé');
    await user.click(within(sent!).getByText('Voir le texte'));
    expect(within(sent!).getByText(/Nous avons bien reçu votre candidature 2/)).toBeVisible();
    expect(api.callsTo('GET', '/mail/outbox')[0]?.query.toString()).toBe('page=1&size=20');
  });

  it('filters by state through the URL', async () => {
    const api = mockApi({ 'GET /mail/outbox': () => page([], 0) });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/courriels');
    expect(await screen.findByText("Aucun courriel n'a encore été écrit.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('État'), 'Échec');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/courriels?etat=failed');
    expect(await screen.findByText('Aucun courriel dans cet état.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/mail/outbox').at(-1)?.query.get('state')).toBe('failed');
  });

  it('shows a server error in the page', async () => {
    mockApi({ 'GET /mail/outbox': () => apiError(503, 'Service momentanément indisponible.') });
    signInAs('ADMIN');
    renderAdmin('/admin/courriels');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
  });
});

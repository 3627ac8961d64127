import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi } from '../../../testing/mock-api';
import { signInAs } from '../../../testing/render-admin';
import { ProposeInterviewDialog } from './ProposeInterviewDialog';

afterEach(() => authStore.clear());

const CHOICES = [
  { id: 7, nom: 'Petit', prenom: 'Lina', role: 'MEMBRE', equipe: true },
  { id: 1, nom: 'Martin', prenom: 'Alice', role: 'RECRUTEUR', equipe: false },
  { id: 8, nom: 'Roux', prenom: 'Inès', role: 'ADMIN', equipe: false },
];

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <ProposeInterviewDialog candidatureId={12} show onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user, onClose };
}

describe('« Proposer un entretien »: participants from the vacancy’s team (§15)', () => {
  it('offers the team and the admins and recruiters as boxes with their roles, the signed-in recruiter ticked', async () => {
    const api = mockApi({
      'GET /candidature/12/entretiens/participants': () => ({ body: CHOICES }),
      'POST /candidature/12/entretiens': ({ body }) => ({ status: 201, body: { id: 3, ...(body as object) } }),
    });
    signInAs('RECRUTEUR', 'alice@example.com');
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Proposer un entretien' });
    const team = await within(dialog).findByRole('group', { name: "Équipe de l'offre" });
    const managers = within(dialog).getByRole('group', { name: 'Administrateurs et recruteurs' });
    const lina = within(team).getByRole('checkbox', { name: "Lina Petit · Membre d'équipe" });
    const me = within(managers).getByRole('checkbox', { name: 'Alice Martin (vous) · Recruteur' });
    expect(within(managers).getByRole('checkbox', { name: 'Inès Roux · Administrateur' })).not.toBeChecked();
    expect(me).toBeChecked();
    expect(lina).not.toBeChecked();
    // Nobody from outside: no address to type.
    expect(within(dialog).queryByRole('textbox', { name: /adresse e-mail/i })).toBeNull();

    // Nobody ticked: said beside the list, nothing sent.
    await user.click(me);
    await user.type(within(dialog).getByLabelText(/Date du créneau 1/), '2099-03-02');
    await user.type(within(dialog).getByLabelText(/Heure du créneau 1/), '10:30');
    await user.type(within(dialog).getByLabelText(/Lieu ou lien de visioconférence/), 'Salle 2');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la proposition' }));
    expect(await within(dialog).findByText('Choisissez au moins un participant.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidature/12/entretiens')).toHaveLength(0);

    await user.click(me);
    await user.click(lina);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la proposition' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.callsTo('POST', '/candidature/12/entretiens')[0]?.body as {
      participants: { id: number }[];
      lieu: string;
    };
    expect(sent.lieu).toBe('Salle 2');
    expect(sent.participants.map((p) => p.id).sort()).toEqual([1, 7]);
  });

  it('says when the vacancy has no hiring team yet, and shows the server’s refusal beside the list', async () => {
    mockApi({
      'GET /candidature/12/entretiens/participants': () => ({ body: CHOICES.filter((c) => !c.equipe) }),
      'POST /candidature/12/entretiens': () => ({
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Données invalides.',
          fields: { participants: "Ce participant ne fait pas partie de l'équipe de recrutement." },
        },
      }),
    });
    signInAs('RECRUTEUR', 'alice@example.com');
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Proposer un entretien' });
    expect(await within(dialog).findByText(/Cette offre n'a pas encore d'équipe de recrutement/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Date du créneau 1/), '2099-03-02');
    await user.type(within(dialog).getByLabelText(/Heure du créneau 1/), '10:30');
    await user.type(within(dialog).getByLabelText(/Lieu ou lien de visioconférence/), 'Salle 2');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la proposition' }));
    expect(
      await within(dialog).findByText("Ce participant ne fait pas partie de l'équipe de recrutement."),
    ).toBeInTheDocument();
  });
});

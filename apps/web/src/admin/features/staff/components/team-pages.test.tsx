import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const STAFF = [
  {
    id: 1,
    email: 'admin@example.com',
    role: 'ADMIN',
    actif: true,
    nom: 'Admin',
    prenom: 'Alice',
    dateCreation: '2026-11-01T10:00:00Z',
    invitationEnAttente: false,
  },
  {
    id: 2,
    email: 'paul@example.com',
    role: 'MEMBRE',
    actif: true,
    nom: null,
    prenom: null,
    dateCreation: '2026-11-20T10:00:00Z',
    invitationEnAttente: true,
  },
];

const STATS = { offresOuvertes: 1, candidaturesNonTraitees: 0, parEtat: [], parSemaine: [], parOffre: [] };
const common = {
  'GET /candidature/noms-postes': () => ({ body: [] }),
  'GET /stats/dashboard': () => ({ body: STATS }),
};

describe('the page « Équipe » (§14)', () => {
  it('lists the staff, invites with a role and shows the server’s refusal of the last admin', async () => {
    const api = mockApi({
      ...common,
      'GET /staff': () => ({ body: STAFF }),
      'POST /staff/invite': () => ({ status: 201, body: { id: 3, email: 'lea@example.com', role: 'RECRUTEUR' } }),
      'POST /staff/1/update': () => ({
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Le dernier administrateur actif ne peut être ni désactivé ni changer de rôle.',
        },
      }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/equipe');
    const row = await screen.findByRole('row', { name: /paul@example.com/ });
    expect(within(row).getByText('Invitation en attente')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Inviter un membre' });
    await user.type(within(form).getByLabelText(/Adresse e-mail/), 'lea@example.com');
    await user.selectOptions(within(form).getByLabelText('Rôle'), 'RECRUTEUR');
    await user.click(within(form).getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText(/Invitation envoyée à lea@example.com/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/staff/invite')?.body).toEqual({
      email: 'lea@example.com',
      role: 'RECRUTEUR',
    });

    const admin = screen.getByRole('row', { name: /admin@example.com/ });
    await user.click(within(admin).getByRole('button', { name: /Désactiver/ }));
    expect(await screen.findByText(/Le dernier administrateur actif/)).toBeInTheDocument();
  });
});

describe('the back office of a MEMBRE (§14)', () => {
  it('offers neither the reference lists, the audit, the staff page nor the CSV export', async () => {
    mockApi({
      ...common,
      'GET /candidature/list': () => page([], 0),
      'GET /etat-candidature/list': () => page([{ id: 1, etat: 'envoyée' }]),
    });
    signInAs('MEMBRE', 'membre@example.com');
    const { user } = renderAdmin('/admin/candidatures');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: "Menu d'administration" });
    expect(within(nav).getByRole('link', { name: 'Candidatures' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Pipeline' })).toBeInTheDocument();
    for (const hidden of ['Équipe', "Journal d'audit", 'Noms de documents', 'Courriels', 'Postes de travail']) {
      expect(within(nav).queryByRole('link', { name: hidden })).toBeNull();
    }
    expect(await screen.findByRole('heading', { name: 'Candidatures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter (CSV)' })).toBeNull();
  });
});

describe('the hiring team on a vacancy’s form, for a RECRUTEUR (§14)', () => {
  it('picks from the active staff’s names and roles (GET /staff/choix, never GET /staff) and saves the team', async () => {
    const { candidature } = await import('../../../testing/fixtures');
    const vacant = candidature().posteVacant;
    const api = mockApi({
      ...common,
      'GET /poste-de-travail/list': () => ({ body: [vacant.poste] }),
      'GET /session-candidature/list': () => ({ body: [vacant.session] }),
      'GET /type-contrat/list': () => ({ body: [{ id: 1, type: 'CDI' }] }),
      'GET /poste-vacant/5': () => ({ body: vacant }),
      'GET /poste-vacant/5/questions': () => ({ body: [] }),
      'GET /poste-vacant/5/criteres': () => ({ body: [] }),
      'GET /poste-vacant/5/equipe': () => ({
        body: [{ id: 7, email: 'lina@example.com', nom: 'Petit', prenom: 'Lina', role: 'MEMBRE' }],
      }),
      'GET /staff/choix': () => ({
        body: [
          { id: 7, nom: 'Petit', prenom: 'Lina', role: 'MEMBRE' },
          { id: 8, nom: 'Roux', prenom: 'Inès', role: 'RECRUTEUR' },
        ],
      }),
      'POST /poste-vacant/5/equipe': ({ body }) => ({
        body: (body as { membres: { id: number }[] }).membres.map((m) => ({
          id: m.id,
          email: '',
          nom: m.id === 7 ? 'Petit' : 'Roux',
          prenom: m.id === 7 ? 'Lina' : 'Inès',
          role: m.id === 7 ? 'MEMBRE' : 'RECRUTEUR',
        })),
      }),
    });
    signInAs('RECRUTEUR', 'recruteur@example.com');
    const { user } = renderAdmin('/admin/poste-vacant/edit/5');
    const team = await screen.findByRole('form', { name: 'Équipe de recrutement' });
    const lina = await within(team).findByRole('checkbox', { name: /Lina Petit/ });
    const ines = within(team).getByRole('checkbox', { name: /Inès Roux/ });
    expect(lina).toBeChecked();
    expect(ines).not.toBeChecked();
    await user.click(ines);
    await user.click(within(team).getByRole('button', { name: "Enregistrer l'équipe" }));
    expect(await within(team).findByText('Équipe enregistrée.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/poste-vacant/5/equipe')[0]?.body).toEqual({ membres: [{ id: 7 }, { id: 8 }] });
    expect(api.callsTo('GET', '/staff')).toHaveLength(0);
  });
});

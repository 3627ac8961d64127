import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const EMAIL = 'rh@example.com';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

/** The server's side of §23 as the page sees it: one authenticator, two sessions. */
function server(obligatoire = false) {
  let totp = false;
  let compulsory = obligatoire;
  let sessions = [
    {
      id: 1,
      creeLe: '2026-12-01T08:00:00Z',
      vueLe: '2026-12-02T08:00:00Z',
      ip: '203.0.113.5',
      appareil: 'Firefox · Linux',
      courante: true,
    },
    {
      id: 2,
      creeLe: '2026-11-30T08:00:00Z',
      vueLe: '2026-11-30T09:00:00Z',
      ip: '198.51.100.7',
      appareil: 'Safari · iOS',
      courante: false,
    },
  ];
  return mockApi({
    'GET /candidature/noms-postes': () => ({ body: [] }),
    [`GET /user/${EMAIL}`]: () => ({
      body: {
        id: 1,
        email: EMAIL,
        role: 'RECRUTEUR',
        individu: null,
        dateCreation: '2026-01-01T00:00:00Z',
        emailVerifie: true,
        actif: true,
        langue: 'fr',
      },
    }),
    'GET /api/me/mfa': () => ({ body: { totp, codesSecoursRestants: totp ? 10 : 0, obligatoire: compulsory } }),
    'GET /api/securite': () => ({ body: { mfaObligatoire: compulsory } }),
    'PUT /api/securite': ({ body }) => {
      compulsory = (body as { mfaObligatoire: boolean }).mfaObligatoire;
      return { body: { mfaObligatoire: compulsory } };
    },
    'POST /api/me/mfa/totp': () => ({
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Acme:rh%40example.com?secret=JBSWY3DPEHPK3PXP' },
    }),
    'POST /api/me/mfa/totp/confirmer': ({ body }) => {
      if ((body as { code: string }).code !== '123456') return apiError(400, 'Code incorrect ou déjà utilisé.');
      totp = true;
      return { body: { codesSecours: CODES } };
    },
    'DELETE /api/me/mfa/totp': ({ body }) => {
      if ((body as { password: string }).password !== 'Bon-passe-1') return apiError(400, 'Mot de passe incorrect.');
      totp = false;
      return { status: 204 };
    },
    'GET /api/me/sessions': () => ({ body: sessions }),
    'DELETE /api/me/sessions/2': () => {
      sessions = sessions.filter((s) => s.id !== 2);
      return { status: 204 };
    },
  });
}

describe('the security page (§23)', () => {
  it('enrols an authenticator from the QR code drawn in the page, shows the recovery codes once, and removes it with the password', async () => {
    const api = server();
    signInAs('RECRUTEUR', EMAIL);
    const { user } = renderAdmin('/admin/securite');
    await user.click(await screen.findByRole('button', { name: "Ajouter une application d'authentification" }));
    const qr = await screen.findByRole('img', { name: "Code QR de l'application d'authentification" });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const code = screen.getByLabelText('Code à 6 chiffres');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const codes = await screen.findByRole('region', { name: 'Vos codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByRole('link', { name: 'Télécharger' })).toHaveAttribute('download');
    await user.click(within(codes).getByRole('button', { name: "J'ai conservé mes codes" }));
    expect(screen.queryByRole('region', { name: 'Vos codes de secours' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Codes de secours restants : 10/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mot de passe'), 'Bon-passe-1');
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText("L'application d'authentification est retirée.")).toHaveAttribute('role', 'status');
    expect(api.callsTo('DELETE', '/api/me/mfa/totp')[0]?.body).toEqual({ password: 'Bon-passe-1' });
  });

  it('lists my sessions and ends another one', async () => {
    const api = server();
    signInAs('RECRUTEUR', EMAIL);
    const { user } = renderAdmin('/admin/securite');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Cette session')).toBeInTheDocument();
    expect(within(table).getByText('Safari · iOS')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Terminer cette session' }));
    expect(await screen.findByText('Session terminée.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Safari · iOS')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/me/sessions/2')).toHaveLength(1);
  });

  it('sends a staff member without the compulsory second factor to this page, and lets an admin set it', async () => {
    const api = server(true);
    signInAs('ADMIN', EMAIL);
    const { user } = renderAdmin('/admin/candidatures');
    expect(await screen.findByText(/Le second facteur est obligatoire pour l'équipe/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/securite');
    const box = await screen.findByRole('checkbox', { name: /Second facteur obligatoire pour toute l'équipe/ });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(api.callsTo('PUT', '/api/securite')[0]?.body).toEqual({ mfaObligatoire: false }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByText(/Aucune application d'authentification n'est active/)).toBeInTheDocument();
  });
});

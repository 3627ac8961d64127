import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const cle = {
  id: 1,
  nom: 'SIRH',
  debut: 'rpk_abcdef',
  droits: ['candidatures:lecture'],
  creeLe: '2026-12-01T10:00:00Z',
  expireLe: null,
  revoqueeLe: null as string | null,
  derniereUtilisation: null,
};
const hook = {
  id: 4,
  url: 'https://rh.example.com/hook',
  evenements: ['candidature.creee'],
  creeLe: '2026-12-01T10:00:00Z',
};
const livraison = {
  id: 9,
  messageId: 'msg_1',
  type: 'candidature.creee',
  creeLe: '2026-12-01T10:00:00Z',
  etat: 'livree',
  prochainEssai: null,
  tentatives: [
    { date: '2026-12-01T10:00:01Z', codeHttp: 500, dureeMs: 12, erreur: 'HTTP 500' },
    { date: '2026-12-01T10:00:31Z', codeHttp: 200, dureeMs: 9, erreur: null },
  ],
};

describe('Intégrations', () => {
  it('creates a key with its rights, shows it once, lists and revokes after confirmation', async () => {
    let cles = [] as (typeof cle)[];
    const api = mockApi({
      'GET /api/cles': () => ({ body: cles }),
      'POST /api/cles': () => {
        cles = [cle];
        return { status: 201, body: { id: 1, cle: 'rpk_abcdefSECRET' } };
      },
      'DELETE /api/cles/1': () => {
        cles = [{ ...cle, revoqueeLe: '2026-12-02T10:00:00Z' }];
        return { status: 204 };
      },
      'GET /webhooks': () => ({ body: [] }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/integrations');
    expect(await screen.findByText("Aucune clé d'API")).toBeInTheDocument();
    expect(screen.getByText('Aucun webhook')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom'), 'SIRH');
    await user.click(screen.getByLabelText('candidatures:lecture'));
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    expect(await screen.findByText('rpk_abcdefSECRET')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cles')[0]?.body).toEqual({ nom: 'SIRH', droits: ['candidatures:lecture'] });
    const table = await screen.findByRole('table', { name: "Clés d'API, de la plus récente à la plus ancienne" });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Jamais');
    expect(row).toHaveTextContent('Active');
    await user.click(within(row!).getByRole('button', { name: 'Révoquer' }));
    await user.click(await screen.findByRole('button', { name: 'Oui' }));
    expect(api.callsTo('DELETE', '/api/cles/1')).toHaveLength(1);
    expect(await within(table).findByText('Révoquée')).toBeInTheDocument();
  });

  it('creates a webhook, shows its secret once, and shows its delivery log', async () => {
    let hooks = [] as (typeof hook)[];
    mockApi({
      'GET /api/cles': () => ({ body: [] }),
      'GET /webhooks': () => ({ body: hooks }),
      'POST /webhooks': () => {
        hooks = [hook];
        return { status: 201, body: { id: 4, secret: 'whsec_U0VDUkVU' } };
      },
      'GET /webhooks/4/livraisons': () => ({ body: [livraison] }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/integrations');
    await user.type(await screen.findByLabelText('Adresse (https://)'), hook.url);
    await user.click(screen.getByLabelText('candidature.creee'));
    await user.click(screen.getByRole('button', { name: 'Créer le webhook' }));
    expect(await screen.findByText('whsec_U0VDUkVU')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Journal' }));
    const log = await screen.findByRole('table', { name: `Livraisons du webhook ${hook.url}` });
    const rows = within(log).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('500');
    expect(rows[1]).toHaveTextContent('HTTP 500');
    expect(rows[2]).toHaveTextContent('200');
  });

  it('shows the server refusal of a private target, and a load error', async () => {
    mockApi({
      'GET /api/cles': () => apiError(503, 'Service momentanément indisponible.'),
      'GET /webhooks': () => ({ body: [] }),
      'POST /webhooks': () => apiError(400, "L'adresse du webhook mène à une adresse privée."),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/integrations');
    expect(await screen.findByText('Service momentanément indisponible.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Adresse (https://)'), 'https://10.0.0.1/x');
    await user.click(screen.getByLabelText('candidat.efface'));
    await user.click(screen.getByRole('button', { name: 'Créer le webhook' }));
    expect(await screen.findByText("L'adresse du webhook mène à une adresse privée.")).toBeInTheDocument();
  });
});

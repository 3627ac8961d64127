import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe("Journal d'audit", () => {
  it('shows who did what on whom, newest first, 20 a page', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /audit': () =>
        page(
          [
            {
              id: 2,
              date: '2026-03-02T10:00:00Z',
              acteur: null,
              action: 'individu.erased',
              cibleType: 'individu',
              cibleId: 11,
              libelle: 'Personne n° 11 — personne effacée',
              details: 'durée de conservation dépassée : 1 candidature(s), 2 fichier(s)',
            },
            {
              id: 1,
              date: '2026-03-01T10:00:00Z',
              acteur: 'rh@example.com',
              action: 'document.download',
              cibleType: 'document',
              cibleId: 4,
              libelle: 'Document n° 4 « cv.pdf » — Léa Martin, candidature n° 7',
              details: null,
            },
          ],
          45,
        ),
    });
    signInAs('ADMIN');
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: "Journal d'audit, le plus récent d'abord" });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Effacement d’une personne')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('système ou personne effacée')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Téléchargement d’un document')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('rh@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET', '/audit')[0]?.query.get('size')).toBe('20');
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
  });
});

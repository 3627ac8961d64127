import { cvMessages } from '@recrutement/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, ETATS } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const lea = candidature().individu;
const twin = { ...lea, id: 12, nom: 'MARTIN', prenom: 'lea', email: 'l.martin@example.com', telephone: '699999999' };

function routes(extra = {}) {
  return {
    'GET /candidature/list/7': () => ({ body: candidature() }),
    'GET /document-candidature/by-candidature/7': () => ({ body: [] }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /candidature/7/historique': () => ({ body: [] }),
    'GET /individu/11/doublons': () => ({ body: [twin] }),
    ...extra,
  };
}

describe('duplicates on the application sheet (§19)', () => {
  it('lists them and merges one into this person after a confirmation', async () => {
    let merged = false;
    const api = mockApi(
      routes({
        'GET /individu/11/doublons': () => ({ body: merged ? [] : [twin] }),
        'POST /individu/11/fusionner': () => {
          merged = true;
          return { body: lea };
        },
      }),
    );
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    const section = await screen.findByRole('region', { name: 'Doublons possibles' });
    expect(await within(section).findByText('lea MARTIN')).toBeInTheDocument();
    expect(within(section).getByText('même nom')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Fusionner lea MARTIN dans Léa Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionner ces personnes ?' });
    expect(dialog).toHaveTextContent('l.martin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(await within(section).findByText('lea MARTIN a été fusionné(e) dans cette fiche.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/individu/11/fusionner')[0]?.body).toEqual({ avec: { id: 12 } });
    expect(await within(section).findByText('Aucun doublon trouvé.')).toBeInTheDocument();
  });

  it('shows a refused merge (409) in the page and keeps the duplicate', async () => {
    mockApi(
      routes({
        'POST /individu/11/fusionner': () => ({
          status: 409,
          body: { status: 409, code: 'CONFLICT', message: cvMessages.fusionBothAccounts },
        }),
      }),
    );
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    const section = await screen.findByRole('region', { name: 'Doublons possibles' });
    await user.click(await within(section).findByRole('button', { name: /^Fusionner lea MARTIN/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(cvMessages.fusionBothAccounts);
    expect(within(section).getByText('lea MARTIN')).toBeInTheDocument();
  });
});

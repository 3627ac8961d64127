import { messages, payHistoryMessage } from '@recrutement/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const vacant = candidature().posteVacant;
const lists = {
  'GET /candidature/noms-postes': () => ({ body: [] }),
  'GET /poste-de-travail/list': () => ({ body: [vacant.poste, { id: 9, reference: 'RH-1', nom: 'Chargé RH' }] }),
  'GET /session-candidature/list': () => ({ body: [vacant.session] }),
  'GET /type-contrat/list': () => ({
    body: [
      { id: 1, type: 'CDI' },
      { id: 2, type: 'CDD' },
    ],
  }),
};

describe('poste vacant form', () => {
  it('names the three required selects with the contract messages', async () => {
    const api = mockApi(lists);
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-vacant/add');
    expect(screen.getByRole('heading', { name: 'Ajouter un poste vacant' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le poste de travail est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La session de candidature est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le type de contrat est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    // Pay transparency (§16): the range is required too.
    expect(screen.getByRole('spinbutton', { name: /Salaire minimum/ })).toHaveAccessibleDescription(
      messages.salaireMinRequired,
    );
    expect(screen.getByRole('spinbutton', { name: /Salaire maximum/ })).toHaveAccessibleDescription(
      expect.stringContaining(messages.salaireMaxRequired),
    );
    expect(api.callsTo('POST', '/poste-vacant/add')).toHaveLength(0);
  });

  it('edits the screening questions with the vacancy and refuses a question about pay history', async () => {
    const api = mockApi({
      ...lists,
      'GET /poste-vacant/5': () => ({ body: vacant }),
      'GET /poste-vacant/5/questions': () => ({
        body: [{ id: 40, libelle: 'Permis B ?', type: 'OUI_NON', choix: [], obligatoire: true, attendu: true }],
      }),
      'POST /poste-vacant/5/update': () => ({ body: vacant }),
      'POST /poste-vacant/5/questions': () => ({ body: [] }),
      'GET /poste-vacant/list': () => ({ body: [vacant], headers: { 'X-Total-Count': '1' } }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-vacant/edit/5');
    expect(await screen.findByRole('textbox', { name: /Question 1/ })).toHaveValue('Permis B ?');
    expect(screen.getByRole('combobox', { name: /Réponse attendue à la question 1/ })).toHaveDisplayValue('Oui');
    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    await user.type(screen.getByRole('textbox', { name: /Question 2/ }), 'Quel est votre salaire actuel ?');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(payHistoryMessage)).toBeInTheDocument();
    expect(api.callsTo('POST', '/poste-vacant/5/update')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /Question 2/ }));
    await user.type(screen.getByRole('textbox', { name: /Question 2/ }), 'Disponible quand ?');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Poste vacant mis à jour avec succès')).toBeInTheDocument();
    expect(api.callsTo('POST', '/poste-vacant/5/questions')[0]?.body).toEqual({
      questions: [
        { id: 40, libelle: 'Permis B ?', type: 'OUI_NON', obligatoire: true, choix: [], attendu: true },
        { libelle: 'Disponible quand ?', type: 'TEXTE', obligatoire: false, choix: [], attendu: null },
      ],
    });
  });

  it('loads a vacancy in edit mode with its selects chosen, and saves it as nested ids', async () => {
    const api = mockApi({
      ...lists,
      'GET /poste-vacant/5': () => ({ body: vacant }),
      'GET /poste-vacant/5/questions': () => ({ body: [] }),
      'POST /poste-vacant/5/update': () => ({ body: vacant }),
      'POST /poste-vacant/5/questions': () => ({ body: [] }),
      'GET /poste-vacant/list': () => ({ body: [vacant], headers: { 'X-Total-Count': '1' } }),
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/poste-vacant/edit/5');
    expect(screen.getByRole('heading', { name: 'Mise à jour du poste vacant' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Poste de travail/ })).toHaveDisplayValue('Développeur');
    expect(screen.getByRole('combobox', { name: /Session de candidature/ })).toHaveDisplayValue('S-2026');
    expect(screen.getByRole('combobox', { name: /Type de contrat/ })).toHaveDisplayValue('CDI');
    expect(screen.getAllByRole('radio', { name: /Snow/ })[0]).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: /Type de contrat/ }), 'CDD');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Poste vacant mis à jour avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/poste-vacant/5/update')[0]?.body).toMatchObject({
        nom: 'Développeur Java',
        poste: { id: 2 },
        session: { id: 3 },
        typeContrat: { id: 2 },
        salaireMin: 38000,
        salaireMax: 45000,
        salairePeriode: 'AN',
        teletravail: 'PARTIEL',
      }),
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { candidature, ETATS } from '../../../testing/fixtures';
import { mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

afterEach(() => authStore.clear());

const vacant = candidature().posteVacant;
const base = {
  'GET /candidature/noms-postes': () => ({ body: [{ nom: 'Développeur Java', count: 6 }] }),
  'GET /etat-candidature/list': () => ({ body: ETATS }),
};

describe('candidature list', () => {
  it('lists 5 per page with the spec columns and a Detail link', async () => {
    const api = mockApi({ ...base, 'GET /candidature/poste-vacant/Développeur Java': () => page([candidature()], 6) });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java');
    const table = await screen.findByRole('table', { name: 'Candidatures pour Développeur Java' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Poste Vacant', 'Ref Session', 'Ref Metier', 'Candidat', 'Etat Candidature', 'Detail']);
    expect(within(table).getByRole('link', { name: 'Detail de la candidature de Léa Martin' })).toHaveAttribute(
      'href',
      '/admin/candidature/fiche/7',
    );
    expect(api.callsTo('GET', '/candidature/poste-vacant/Développeur Java')[0]?.query.toString()).toBe('page=1&size=5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('filters a vacancy list by status through the id of the vacancy of that name', async () => {
    const api = mockApi({
      ...base,
      'GET /poste-vacant/list': () => ({ body: [vacant] }),
      'GET /candidature/list': () => page([], 0),
    });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java?etat=3');
    expect(await screen.findByText('Aucune candidature ne correspond à ces filtres.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/poste-vacant/list')[0]?.query.get('nom')).toBe('Développeur Java');
    const query = api.callsTo('GET', '/candidature/list')[0]?.query;
    expect(query?.get('posteVacant')).toBe(String(vacant.id));
    expect(query?.get('etat')).toBe('3');
  });

  it('says so when several vacancies share the name and a filter is asked for', async () => {
    mockApi({ ...base, 'GET /poste-vacant/list': () => ({ body: [vacant, { ...vacant, id: 6 }] }) });
    signInAs('ADMIN');
    renderAdmin('/admin/candidature/Développeur-Java?q=martin');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Plusieurs offres portent ce nom/);
  });
});

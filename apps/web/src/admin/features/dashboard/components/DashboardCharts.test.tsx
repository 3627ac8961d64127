import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../lib/auth';
import { mockApi, page } from '../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

// jsdom has no canvas: the chart is drawn as the element react-chartjs-2 would hand to Chart.js.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string; role: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

afterEach(() => authStore.clear());

const STATS = {
  offresOuvertes: 4,
  candidaturesNonTraitees: 6,
  alertesActives: 4,
  parEtat: [
    { id: 1, etat: 'envoyée', n: 6 },
    { id: 2, etat: 'consultée par le recruteur', n: 3 },
  ],
  parSemaine: [
    { semaine: '2026-11-09', fin: '2026-11-15', n: 2 },
    { semaine: '2026-11-16', fin: '2026-11-22', n: 7 },
  ],
  parOffre: [{ id: 42, offre: 'Développeur Java', n: 5 }],
};

describe('dashboard', () => {
  it('draws the figures of /stats/dashboard and links each one to its filtered list', async () => {
    mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /stats/dashboard': () => ({ body: STATS }),
      'GET /poste-vacant/list': () => page([], 9),
      'GET /poste-de-travail/list': () => page([], 3),
      'GET /session-candidature/list': () => page([], 2),
    });
    signInAs('ADMIN');
    renderAdmin('/admin');
    const byEtat = await screen.findByRole('img', { name: /^Candidatures par état : envoyée : 6 ; consultée/ });
    expect(byEtat.tagName).toBe('CANVAS');
    const figure = (name: string) => screen.findByRole('figure', { name });
    const etats = within(await figure('Candidatures par état'));
    expect(etats.getByRole('link', { name: 'envoyée' })).toHaveAttribute('href', '/admin/candidatures?etat=1');
    const weeks = within(await figure('Candidatures reçues par semaine (12 semaines)'));
    const week = weeks.getByRole('link', { name: /^Semaine du 16 novembre 2026 au 22 novembre 2026/ });
    expect(week).toHaveAttribute('href', '/admin/candidatures?du=2026-11-16&au=2026-11-22');
    expect(week.parentElement).toHaveTextContent('7');
    const offres = within(await figure('Offres les plus demandées'));
    expect(offres.getByRole('link', { name: 'Développeur Java' })).toHaveAttribute(
      'href',
      '/admin/candidatures?posteVacant=42',
    );
    // The cards: the application figures come from the same answer.
    const cards = await screen.findByRole('link', { name: /Candidatures à traiter/ });
    expect(cards).toHaveTextContent('6');
    expect(cards).toHaveAttribute('href', '/admin/candidatures?etat=1');
    expect(screen.getByRole('link', { name: /^9\s*Postes vacants/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Offres ouvertes aujourd’hui/ })).toHaveAttribute(
      'href',
      '/admin/poste-vacant?ouvert=true',
    );
    // The job alerts (§18) are a figure with no list behind it.
    const alertes = screen.getByTestId('stat-alertesActives');
    expect(alertes).toHaveTextContent(/^4\s*Alertes emploi actives$/);
    expect(alertes.closest('a')).toBeNull();
  });

  it('leaves the job alerts out when the server does not count them', async () => {
    const { alertesActives: _, ...older } = STATS;
    mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /stats/dashboard': () => ({ body: older }),
      'GET /poste-vacant/list': () => page([], 9),
      'GET /poste-de-travail/list': () => page([], 3),
      'GET /session-candidature/list': () => page([], 2),
    });
    signInAs('ADMIN');
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: /^9\s*Postes vacants/ })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-alertesActives')).toBeNull();
  });
});

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { type DashboardCounts, dashboardCountsQuery } from '../api/counts';

type CountKey = Exclude<keyof DashboardCounts, 'initialEtatId'>;

const CARDS: { key: CountKey; label: string; to: string; icon: string }[] = [
  { key: 'candidatures', label: 'Candidatures', to: '/admin/candidatures', icon: 'people' },
  {
    key: 'nouvelles',
    label: 'Candidatures à traiter (envoyées)',
    to: '/admin/candidatures?etat=',
    icon: 'envelope-open',
  },
  {
    key: 'offresOuvertes',
    label: 'Offres ouvertes aujourd’hui',
    to: '/admin/poste-vacant?ouvert=true',
    icon: 'megaphone',
  },
  { key: 'postesVacants', label: 'Postes vacants', to: '/admin/poste-vacant', icon: 'briefcase' },
  { key: 'postesDeTravail', label: 'Postes de travail', to: '/admin/poste-de-travail', icon: 'diagram-3' },
  { key: 'sessions', label: 'Sessions de candidature', to: '/admin/session-candidature', icon: 'calendar-range' },
];

/** Real counts from the server, each a way into its screen. */
export function DashboardCards() {
  const query = useQuery(dashboardCountsQuery());
  if (query.isPending) return <Loading label="Chargement des chiffres…" />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  return (
    <ul className="row g-3 list-unstyled mb-0">
      {CARDS.filter((card) => query.data[card.key] !== null).map((card) => (
        <li key={card.key} className="col-sm-6 col-xl-4">
          <Link
            to={card.key === 'nouvelles' ? `${card.to}${query.data.initialEtatId ?? ''}` : card.to}
            className="card h-100 text-decoration-none shadow-sm admin-stat"
          >
            <span className="card-body d-flex align-items-center gap-3">
              <i className={`bi bi-${card.icon} fs-2 text-primary`} aria-hidden="true" />
              <span>
                <span className="d-block fs-3 fw-bold text-body">{query.data[card.key]}</span>
                <span className="text-secondary">{card.label}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

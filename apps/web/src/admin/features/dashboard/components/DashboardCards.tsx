import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { formatCount } from '../../../../i18n/i18n';
import { type AdminKey, ta } from '../../../i18n';
import { type DashboardCounts, dashboardCountsQuery } from '../api/counts';

type CountKey = Exclude<keyof DashboardCounts, 'initialEtatId'>;

/** Each figure, its words, and the list behind it (none for the job alerts: they have no list here). */
const CARDS: { key: CountKey; label: AdminKey; to?: string; icon: string }[] = [
  { key: 'candidatures', label: 'admin.home.card.candidatures', to: '/admin/candidatures', icon: 'people' },
  { key: 'nouvelles', label: 'admin.home.card.nouvelles', to: '/admin/candidatures?etat=', icon: 'envelope-open' },
  {
    key: 'offresOuvertes',
    label: 'admin.home.card.offresOuvertes',
    to: '/admin/poste-vacant?ouvert=true',
    icon: 'megaphone',
  },
  { key: 'postesVacants', label: 'admin.home.card.postesVacants', to: '/admin/poste-vacant', icon: 'briefcase' },
  {
    key: 'postesDeTravail',
    label: 'admin.home.card.postesDeTravail',
    to: '/admin/poste-de-travail',
    icon: 'diagram-3',
  },
  { key: 'sessions', label: 'admin.home.card.sessions', to: '/admin/session-candidature', icon: 'calendar-range' },
  { key: 'alertesActives', label: 'admin.home.card.alertesActives', icon: 'bell' },
];

function CardBody({ icon, value, label }: { icon: string; value: number; label: string }) {
  return (
    <span className="card-body d-flex align-items-center gap-3">
      <i className={`bi bi-${icon} fs-2 text-primary`} aria-hidden="true" />
      <span>
        <span className="d-block fs-3 fw-bold text-body">{formatCount(value)}</span>
        <span className="text-secondary">{label}</span>
      </span>
    </span>
  );
}

/** Real counts from the server, each a way into its screen. */
export function DashboardCards() {
  const query = useQuery(dashboardCountsQuery());
  if (query.isPending) return <Loading label={ta('admin.home.loadingFigures')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  const counts = query.data;
  return (
    <ul className="row g-3 list-unstyled mb-0">
      {CARDS.map((card) => {
        const value = counts[card.key];
        if (value === null || value === undefined) return null;
        const body = <CardBody icon={card.icon} value={value} label={ta(card.label)} />;
        return (
          <li key={card.key} className="col-sm-6 col-xl-4">
            {card.to ? (
              <Link
                to={card.key === 'nouvelles' ? `${card.to}${counts.initialEtatId ?? ''}` : card.to}
                className="card h-100 text-decoration-none shadow-sm admin-stat"
              >
                {body}
              </Link>
            ) : (
              <div className="card h-100 shadow-sm" data-testid={`stat-${card.key}`}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

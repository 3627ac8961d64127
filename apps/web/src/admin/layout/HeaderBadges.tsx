import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCount } from '../../i18n/i18n';
import { dashboardStatsQuery, initialEtatId, links } from '../features/dashboard/api/stats';
import { ta } from '../i18n';

/**
 * The header's two badges, real counts of `/stats/dashboard` (contract §12): applications nobody
 * has opened yet, and vacancies open today. Each is a way into its list.
 */
export function HeaderBadges() {
  const query = useQuery(dashboardStatsQuery());
  if (!query.data) return null;
  const stats = query.data;
  const nouvelles = stats.candidaturesNonTraitees;
  return (
    <>
      <Link
        to={links.etat(initialEtatId(stats))}
        className="admin-badge"
        aria-label={ta('admin.frame.header.nouvelles', { count: nouvelles })}
        title={ta('admin.frame.header.nouvellesTitle')}
      >
        <i className="bi bi-bell" aria-hidden="true" />
        <span className="badge rounded-pill text-bg-primary">{formatCount(nouvelles)}</span>
      </Link>
      <Link
        to={links.offresOuvertes}
        className="admin-badge"
        aria-label={ta('admin.frame.header.offresOuvertes', { count: stats.offresOuvertes })}
        title={ta('admin.frame.header.offresOuvertesTitle')}
      >
        <i className="bi bi-megaphone" aria-hidden="true" />
        <span className="badge rounded-pill text-bg-success">{formatCount(stats.offresOuvertes)}</span>
      </Link>
    </>
  );
}

import { vacancyNameToSlug } from '@recrutement/contract';
import { formatCount } from '../../i18n/i18n';
import { useNomsPostes } from '../features/candidature/api/noms-postes';
import { ta } from '../i18n';
import { SidebarLink } from './SidebarLink';

/** One link per vacancy name that has applications, then all applications (spec §2). */
export function VacancyLinks({ onNavigate }: { onNavigate: () => void }) {
  const query = useNomsPostes();
  return (
    <>
      {query.isPending ? (
        <li className="admin-sidebar-note" role="status">
          {ta('admin.frame.sidebar.loadingOffers')}
        </li>
      ) : null}
      {query.isError ? <li className="admin-sidebar-note">{ta('admin.frame.sidebar.offersFailed')}</li> : null}
      {query.data?.length === 0 ? (
        <li className="admin-sidebar-note">{ta('admin.frame.sidebar.noApplications')}</li>
      ) : null}
      {query.data?.map((item) => (
        <SidebarLink
          key={item.nom}
          to={`/admin/candidature/${encodeURIComponent(vacancyNameToSlug(item.nom))}`}
          icon="dot"
          onNavigate={onNavigate}
        >
          {item.nom}{' '}
          <span className="badge rounded-pill text-bg-secondary ms-1">
            <span aria-hidden="true">{formatCount(item.count)}</span>
            <span className="visually-hidden">
              {ta('admin.frame.sidebar.applicationsCount', { count: item.count })}
            </span>
          </span>
        </SidebarLink>
      ))}
      <SidebarLink to="/admin/candidatures" icon="collection" onNavigate={onNavigate} end>
        {ta('admin.frame.sidebar.allApplications')}
      </SidebarLink>
    </>
  );
}

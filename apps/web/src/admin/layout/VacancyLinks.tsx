import { vacancyNameToSlug } from '@recrutement/contract';
import { useNomsPostes } from '../features/candidature/api/noms-postes';
import { SidebarLink } from './SidebarLink';

/** One link per vacancy name that has applications, then all applications (spec §2). */
export function VacancyLinks({ onNavigate }: { onNavigate: () => void }) {
  const query = useNomsPostes();
  return (
    <>
      {query.isPending ? (
        <li className="admin-sidebar-note" role="status">
          Chargement des offres…
        </li>
      ) : null}
      {query.isError ? <li className="admin-sidebar-note">Les offres n'ont pas pu être chargées.</li> : null}
      {query.data?.length === 0 ? <li className="admin-sidebar-note">Aucune candidature reçue.</li> : null}
      {query.data?.map((item) => (
        <SidebarLink
          key={item.nom}
          to={`/admin/candidature/${encodeURIComponent(vacancyNameToSlug(item.nom))}`}
          icon="dot"
          onNavigate={onNavigate}
        >
          {item.nom} <span className="badge rounded-pill text-bg-secondary ms-1">{item.count}</span>
        </SidebarLink>
      ))}
      <SidebarLink to="/admin/candidatures" icon="collection" onNavigate={onNavigate} end>
        Toutes les candidatures
      </SidebarLink>
    </>
  );
}

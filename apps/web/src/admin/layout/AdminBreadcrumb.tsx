import { Link, useLocation } from 'react-router';

const SECTIONS: Record<string, { label: string; to: string }> = {
  'type-contrat': { label: 'Types de contrat', to: '/admin/type-contrat' },
  'etat-candidature': { label: 'États de candidature', to: '/admin/etat-candidature' },
  'poste-de-travail': { label: 'Postes de travail', to: '/admin/poste-de-travail' },
  'poste-de-travail-fiche': { label: 'Postes de travail', to: '/admin/poste-de-travail' },
  'session-candidature': { label: 'Sessions de candidature', to: '/admin/session-candidature' },
  candidatures: { label: 'Candidatures', to: '/admin/candidatures' },
  candidature: { label: 'Candidatures', to: '/admin/candidatures' },
  'status-candidat': { label: 'Candidatures', to: '/admin/candidatures' },
  'document-candidature': { label: 'Documents de candidature', to: '/admin/document-candidature' },
  'fiche-document-candidature': { label: 'Documents de candidature', to: '/admin/document-candidature' },
  'save-document-candidature': { label: 'Enregistrer une candidature', to: '/admin/save-document-candidature' },
  'nom-document': { label: 'Noms de documents', to: '/admin/nom-document' },
  'poste-vacant': { label: 'Postes vacants', to: '/admin/poste-vacant' },
  profil: { label: 'My Profile', to: '/admin/profil' },
  courriels: { label: 'Courriels', to: '/admin/courriels' },
  entretiens: { label: 'Mes entretiens', to: '/admin/entretiens' },
};

const ACTIONS: Record<string, string> = { add: 'Nouveau', edit: 'Modifier', fiche: 'Fiche' };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where the page sits: Dashboard › section › action (from the URL, as every admin route follows it). */
function crumbsFor(pathname: string): { label: string; to?: string }[] {
  const [section, action, ...rest] = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  const crumbs: { label: string; to?: string }[] = [{ label: 'Dashboard', to: '/admin' }];
  if (!section) return crumbs;
  crumbs.push(SECTIONS[section] ?? { label: 'Page introuvable' });
  if (section === 'status-candidat') crumbs.push({ label: 'Statut' });
  else if (section.startsWith('fiche-') || section.endsWith('-fiche')) crumbs.push({ label: 'Fiche' });
  else if (action && ACTIONS[action]) crumbs.push({ label: ACTIONS[action] });
  else if (action && section === 'candidature' && rest.length === 0)
    crumbs.push({ label: safeDecode(action).replace(/-/g, ' ') });
  return crumbs;
}

export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  return (
    <nav aria-label="Fil d'Ariane">
      <ol className="breadcrumb small mb-3">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li
              key={`${crumb.to ?? ''}|${crumb.label}`}
              className={`breadcrumb-item${last ? ' active' : ''}`}
              aria-current={last ? 'page' : undefined}
            >
              {last || !crumb.to ? crumb.label : <Link to={crumb.to}>{crumb.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

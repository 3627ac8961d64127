import { Link, useLocation } from 'react-router';
import { type AdminKey, ta } from '../i18n';

/** Each first segment of an admin path: the section's name (a catalogue key) and its list. */
const SECTIONS: Record<string, { label: AdminKey; to: string }> = {
  'type-contrat': { label: 'admin.menu.typesContrat', to: '/admin/type-contrat' },
  'etat-candidature': { label: 'admin.menu.etatsCandidature', to: '/admin/etat-candidature' },
  'poste-de-travail': { label: 'admin.menu.postesDeTravail', to: '/admin/poste-de-travail' },
  'poste-de-travail-fiche': { label: 'admin.menu.postesDeTravail', to: '/admin/poste-de-travail' },
  'session-candidature': { label: 'admin.menu.sessions', to: '/admin/session-candidature' },
  candidatures: { label: 'admin.menu.candidatures', to: '/admin/candidatures' },
  candidature: { label: 'admin.menu.candidatures', to: '/admin/candidatures' },
  'status-candidat': { label: 'admin.menu.candidatures', to: '/admin/candidatures' },
  pipeline: { label: 'admin.menu.pipeline', to: '/admin/pipeline' },
  'document-candidature': { label: 'admin.menu.documents', to: '/admin/document-candidature' },
  'fiche-document-candidature': { label: 'admin.menu.documents', to: '/admin/document-candidature' },
  'save-document-candidature': { label: 'admin.menu.saveCandidature', to: '/admin/save-document-candidature' },
  'nom-document': { label: 'admin.menu.nomsDocuments', to: '/admin/nom-document' },
  'poste-vacant': { label: 'admin.menu.postesVacants', to: '/admin/poste-vacant' },
  profil: { label: 'admin.menu.profil', to: '/admin/profil' },
  courriels: { label: 'admin.menu.courriels', to: '/admin/courriels' },
  entretiens: { label: 'admin.menu.entretiens', to: '/admin/entretiens' },
  individus: { label: 'admin.menu.personnes', to: '/admin/individus' },
  audit: { label: 'admin.menu.audit', to: '/admin/audit' },
  equipe: { label: 'admin.menu.equipe', to: '/admin/equipe' },
};

const ACTIONS: Record<string, AdminKey> = {
  add: 'admin.frame.breadcrumb.new',
  edit: 'admin.frame.breadcrumb.edit',
  fiche: 'admin.frame.breadcrumb.fiche',
};

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
  const crumbs: { label: string; to?: string }[] = [{ label: ta('admin.home.title'), to: '/admin' }];
  if (!section) return crumbs;
  const known = SECTIONS[section];
  crumbs.push(known ? { label: ta(known.label), to: known.to } : { label: ta('admin.frame.breadcrumb.notFound') });
  const actionKey = action ? ACTIONS[action] : undefined;
  if (section === 'status-candidat') crumbs.push({ label: ta('admin.frame.breadcrumb.status') });
  else if (section.startsWith('fiche-') || section.endsWith('-fiche'))
    crumbs.push({ label: ta('admin.frame.breadcrumb.fiche') });
  else if (actionKey) crumbs.push({ label: ta(actionKey) });
  else if (action && section === 'candidature' && rest.length === 0)
    crumbs.push({ label: safeDecode(action).replace(/-/g, ' ') });
  return crumbs;
}

export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  return (
    <nav aria-label={ta('admin.frame.breadcrumb.label')}>
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

import { Link, useLocation } from 'react-router';
import { type AdminKey, ta } from '../i18n';
import { MENU_GROUPS } from './sidebar-menu';

/** The pages that belong to a section of the sidebar without being its list (first path segments). */
const PART_OF: Record<string, string> = {
  'poste-de-travail-fiche': 'poste-de-travail',
  candidature: 'candidatures',
  'status-candidat': 'candidatures',
  'fiche-document-candidature': 'document-candidature',
};

/** Each section by the first segment of its path: the sidebar's links, and the profile of the header. */
const SECTIONS = new Map(
  [...MENU_GROUPS.flatMap((group) => group.links), { label: 'admin.menu.profil' as const, to: '/admin/profil' }].map(
    ({ label, to }) => [to.replace('/admin/', ''), { label, to }],
  ),
);

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
  const known = SECTIONS.get(PART_OF[section] ?? section);
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

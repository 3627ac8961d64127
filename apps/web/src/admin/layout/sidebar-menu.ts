import type { AdminKey } from '../i18n';
import type { AccessLevel } from '../lib/role';

/** The fixed groups of the sidebar (spec §2 "Sidebar groups"). */
export interface MenuLink {
  /** Its text in the back office's catalogue (read with `ta` when drawn). */
  label: AdminKey;
  to: string;
  icon: string;
  /** Who sees the link (§14): every staff member by default. */
  level?: AccessLevel;
}

export interface MenuGroup {
  id: string;
  label: AdminKey;
  links: MenuLink[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'emplois',
    label: 'admin.menu.group.emplois',
    links: [
      { label: 'admin.menu.postesDeTravail', to: '/admin/poste-de-travail', icon: 'diagram-3', level: 'manager' },
      { label: 'admin.menu.postesVacants', to: '/admin/poste-vacant', icon: 'briefcase' },
      { label: 'admin.menu.typesContrat', to: '/admin/type-contrat', icon: 'file-earmark-text', level: 'admin' },
    ],
  },
  {
    id: 'gestion',
    label: 'admin.menu.group.gestion',
    links: [
      { label: 'admin.menu.candidatures', to: '/admin/candidatures', icon: 'people' },
      { label: 'admin.menu.pipeline', to: '/admin/pipeline', icon: 'kanban' },
      { label: 'admin.menu.entretiens', to: '/admin/entretiens', icon: 'calendar-event' },
      { label: 'admin.menu.sessions', to: '/admin/session-candidature', icon: 'calendar-range', level: 'manager' },
      { label: 'admin.menu.nomsDocuments', to: '/admin/nom-document', icon: 'tags', level: 'admin' },
      { label: 'admin.menu.etatsCandidature', to: '/admin/etat-candidature', icon: 'list-check', level: 'admin' },
      { label: 'admin.menu.documents', to: '/admin/document-candidature', icon: 'paperclip' },
      {
        label: 'admin.menu.saveCandidature',
        to: '/admin/save-document-candidature',
        icon: 'person-plus',
        level: 'manager',
      },
      { label: 'admin.menu.modeles', to: '/admin/modeles-message', icon: 'chat-text', level: 'manager' },
      { label: 'admin.menu.courriels', to: '/admin/courriels', icon: 'envelope', level: 'admin' },
    ],
  },
  {
    id: 'donnees',
    label: 'admin.menu.group.donnees',
    links: [
      { label: 'admin.menu.personnes', to: '/admin/individus', icon: 'person-vcard' },
      { label: 'admin.menu.rapports', to: '/admin/rapports', icon: 'bar-chart' },
      { label: 'admin.menu.audit', to: '/admin/audit', icon: 'journal-text', level: 'admin' },
      { label: 'admin.menu.equipe', to: '/admin/equipe', icon: 'people-fill', level: 'admin' },
      { label: 'admin.menu.integrations', to: '/admin/integrations', icon: 'plug', level: 'admin' },
    ],
  },
];

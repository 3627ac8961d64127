import type { AccessLevel } from '../lib/role';

/** The fixed groups of the sidebar (spec §2 "Sidebar groups"). */
export interface MenuLink {
  label: string;
  to: string;
  icon: string;
  /** Who sees the link (§14): every staff member by default. */
  level?: AccessLevel;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'emplois',
    label: 'Emplois & Postes',
    links: [
      { label: 'Postes de travail', to: '/admin/poste-de-travail', icon: 'diagram-3', level: 'manager' },
      { label: 'Postes vacants', to: '/admin/poste-vacant', icon: 'briefcase' },
      { label: 'Types de contrat', to: '/admin/type-contrat', icon: 'file-earmark-text', level: 'admin' },
    ],
  },
  {
    id: 'gestion',
    label: 'Gestion des Candidatures',
    links: [
      { label: 'Candidatures', to: '/admin/candidatures', icon: 'people' },
      { label: 'Pipeline', to: '/admin/pipeline', icon: 'kanban' },
      { label: 'Mes entretiens', to: '/admin/entretiens', icon: 'calendar-event' },
      { label: 'Sessions de candidature', to: '/admin/session-candidature', icon: 'calendar-range', level: 'manager' },
      { label: 'Noms de documents', to: '/admin/nom-document', icon: 'tags', level: 'admin' },
      { label: 'États de candidature', to: '/admin/etat-candidature', icon: 'list-check', level: 'admin' },
      { label: 'Documents de candidature', to: '/admin/document-candidature', icon: 'paperclip' },
      {
        label: 'Enregistrer une candidature',
        to: '/admin/save-document-candidature',
        icon: 'person-plus',
        level: 'manager',
      },
      { label: 'Courriels', to: '/admin/courriels', icon: 'envelope', level: 'admin' },
    ],
  },
  {
    id: 'donnees',
    label: 'Données personnelles',
    links: [
      { label: 'Personnes', to: '/admin/individus', icon: 'person-vcard' },
      { label: "Journal d'audit", to: '/admin/audit', icon: 'journal-text', level: 'admin' },
      { label: 'Équipe', to: '/admin/equipe', icon: 'people-fill', level: 'admin' },
    ],
  },
];

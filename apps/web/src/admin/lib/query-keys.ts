/**
 * Query keys of the back office. Every key starts with 'admin' and the domain, so that a mutation
 * invalidates exactly the domains whose screens show what it changed.
 */
export type AdminDomain =
  | 'type-contrat'
  | 'etat-candidature'
  | 'nom-document'
  | 'poste-de-travail'
  | 'session-candidature'
  | 'poste-vacant'
  | 'candidature'
  | 'document-candidature'
  | 'dashboard'
  | 'reference'
  | 'profile'
  | 'individu'
  | 'audit'
  | 'mail'
  | 'entretien';

export const adminKeys = {
  domain: (domain: AdminDomain) => ['admin', domain] as const,
  page: (domain: AdminDomain, params: object) => ['admin', domain, 'page', params] as const,
  one: (domain: AdminDomain, id: number | string) => ['admin', domain, 'one', id] as const,
  all: (domain: AdminDomain) => ['admin', domain, 'all'] as const,
};

/**
 * What else shows the rows of a domain (nested objects on the wire): renaming a work position
 * changes the vacancy list, the applications list, the documents list and the dashboard.
 */
export const dependentDomains: Record<AdminDomain, AdminDomain[]> = {
  'type-contrat': ['poste-vacant', 'candidature', 'document-candidature'],
  'etat-candidature': ['candidature', 'document-candidature', 'dashboard'],
  'nom-document': ['document-candidature'],
  'poste-de-travail': ['poste-vacant', 'candidature', 'document-candidature', 'dashboard'],
  'session-candidature': ['poste-vacant', 'candidature', 'document-candidature', 'dashboard'],
  'poste-vacant': ['candidature', 'document-candidature', 'dashboard'],
  candidature: ['document-candidature', 'dashboard'],
  'document-candidature': ['candidature', 'dashboard'],
  dashboard: [],
  reference: [],
  profile: [],
  // Erasing a person removes their applications and documents and writes an audit line.
  individu: ['candidature', 'document-candidature', 'dashboard', 'audit'],
  audit: [],
  mail: [],
  entretien: [],
};

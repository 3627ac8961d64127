import type { CatalogueOf } from './core.js';
import type { espaceFr } from './espace.fr.js';

/** The candidate's space in English (`/en/mon-espace`): the same keys as espace.fr.ts. */
export const espaceEn: CatalogueOf<typeof espaceFr> = {
  'espace.loading': 'Loading your space…',
  'espace.incomplete': 'Your session is incomplete: sign in again to see your applications.',
  'espace.hello': 'Hello {prenom} {nom}',
  'espace.loadingApplications': 'Loading your applications…',
  'espace.applications': 'My applications',
  'espace.tabs.label': 'Application status',
  'espace.tabs.all': 'All',
  'espace.empty': 'No application in this category.',
  'espace.discover': 'Browse our jobs',
  'espace.card.status': 'Status: ',
  'espace.card.contract': 'Contract: ',
  'espace.card.reference': 'Reference: ',
  'espace.card.deadline': 'Closing date: ',
  'espace.langue.title': 'Language of your messages',
  'espace.langue.intro':
    'Our e-mails (receipts, updates on your applications, interviews, alerts) are written to you in this language.',
  'espace.langue.legend': 'Send my e-mails in',
  'espace.langue.fr': 'Français',
  'espace.langue.en': 'English',
  'espace.langue.saved': 'Preference saved.',
  'espace.data.title': 'My data',
  'espace.data.intro':
    'Download a copy of everything we keep about you (your details, your applications and your documents), or delete your account and all your data.',
  'espace.data.downloaded': 'Your data has been downloaded ({file}).',
  'espace.data.download': 'Download my data',
  'espace.data.delete': 'Delete my account',
  'espace.delete.counting': 'Working out what will be deleted…',
  'espace.delete.lead': 'Deleted at once and for good:',
  'espace.delete.account': 'your account and your personal details;',
  'espace.delete.applications': {
    zero: 'no application;',
    one: '{count} application and its history;',
    other: '{count} applications and their history;',
  },
  'espace.delete.documents': {
    zero: 'no document.',
    one: '{count} document (CV, letter…).',
    other: '{count} documents (CVs, letters…).',
  },
  'espace.delete.keepCopy': 'Download your data first if you wish to keep a copy.',
  'espace.delete.submit': 'Delete for good',
  'espace.delete.done': 'Your account and all your data have been deleted.',
};

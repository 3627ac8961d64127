import type { CatalogueOf } from './core.js';
import type { policyFr } from './policy.fr.js';

/** The privacy notice in English (`/en/confidentialite`): the same keys and structure as policy.fr.ts. */
export const policyEn: CatalogueOf<typeof policyFr> = {
  'policy.title': 'Privacy policy',
  'policy.lead':
    'This page explains which personal data {nom} collects on this recruitment site, why, how long it is kept and how to exercise your rights (General Data Protection Regulation, GDPR).',
  'policy.controller.title': 'Data controller',
  'policy.controller.text': '{nom} ({url}). Data protection officer: {dpo}.',
  'policy.data.title': 'Data collected',
  'policy.data.identity':
    'Your identity and contact details: title, last name, first name, e-mail address, telephone, country.',
  'policy.data.documents':
    'The documents attached to your applications (CV, cover letter), their original names and the text read from them for the recruiters’ search.',
  'policy.data.applications':
    'Your applications: the job, the date, the status and the history of its changes, the recruiters’ notes and evaluations, your interviews.',
  'policy.data.account':
    'Your account, if you create one: e-mail address, password (stored in a form that cannot be read back), the language of your messages, dates of creation and last sign-in.',
  'policy.purposes.title': 'Purposes and legal bases',
  'policy.purposes.apply':
    'Studying your application and answering you: steps taken at your request before entering into a contract (GDPR article 6(1)(b)).',
  'policy.purposes.account': 'Keeping your candidate space: performance of the service you ask for (article 6(1)(b)).',
  'policy.purposes.pool':
    'Offering you other jobs (talent pool), only if you tick the box for it: your consent (article 6(1)(a)), which you may withdraw at any time.',
  'policy.purposes.audit':
    'Recording who reads or changes your data (audit log): data security, legitimate interest (articles 6(1)(f) and 32).',
  'policy.recipients.title': 'Recipients',
  'policy.recipients.text':
    'Only the recruiters of {nom} authorised to manage this site have access to it. Your data is neither sold nor passed on.',
  'policy.retention.title': 'How long it is kept',
  'policy.retention.text':
    'Your data is kept for {months} after your last activity (an application, a change of status of one of them, a sign-in to your account), then erased automatically, documents included. If you join the talent pool, it is kept for {months} from that consent, renewed with each new application on which you tick the box.',
  'policy.months': { one: '{count} month', other: '{count} months' },
  'policy.rights.title': 'Your rights',
  'policy.rights.text':
    'You may access your data, have it corrected or erased, receive a copy in a machine-readable format (portability), object to its processing or have it restricted, and withdraw your consent. You may also lodge a complaint with the CNIL, the French data protection authority ({cnil}).',
  'policy.exercise.title': 'How to exercise them',
  'policy.exercise.space':
    'From {space}, under “My data”: {download} (a ZIP archive with all your details and documents) and {delete} (erases your account, your applications and your documents at once and for good).',
  'policy.exercise.yourSpace': 'your space',
  'policy.exercise.download': 'Download my data',
  'policy.exercise.delete': 'Delete my account',
  'policy.exercise.other': 'Without an account, or for any other request: write to {dpo}. We answer within one month.',
  'policy.cookies.title': 'Cookies',
  'policy.cookies.text':
    'This site uses only the cookies it needs to work: your session’s (8 hours) and, just after an application, the one that lets you create your account (1 hour). No audience measurement or advertising cookies.',
};

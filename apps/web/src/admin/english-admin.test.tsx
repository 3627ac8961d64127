import { adminEn, adminFr } from '@recrutement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as en from '../i18n/catalogue.en';
import * as fr from '../i18n/catalogue.fr';
import { setCatalogue } from '../i18n/i18n';
import { authStore } from '../lib/auth';
import { setAdminCatalogue } from './i18n';
import { candidature } from './testing/fixtures';
import { mockApi, page } from './testing/mock-api';
import { renderAdmin, signInAs } from './testing/render-admin';

/**
 * Contract §17: the back office of a staff member whose `langue` is English shows no French interface
 * text. Each screen of SCREENS is drawn in English with the API answers it needs; the page (dialogs
 * included) must then hold its English landmark text and none of FRENCH.
 *
 * To add a screen: push an entry to SCREENS (its path, the routes it calls beyond COMMON, the English
 * text to wait for). `pending` names the parts drawn by components another branch has not converted
 * yet: they are left out of the check, and the entry should drop them once they are converted.
 */

/** French interface words and phrases that have no business on an English screen. */
const FRENCH =
  /(?<![\p{L}\d])(le|la|les|des|du|une|aux|pour|avec|est|sont|vos|votre|nos|notre|dans|ajouter|enregistrer|supprimer|modifier|rechercher|aucune?|tableau de bord|voir|retour|nouveau|nouvelle|chargement|candidatures?|offres?|postes?|courriels?|équipe|état|statut|référence|fermer|oui|non|personnes|journal|données|mon profil|déconnecter|à traiter|créé|contrat|critères?|lieu|salaire|télétravail|téléphone|prénom|rôle|activé|désactivé|ouverte?s?|fermée?|choisir|choisissez|enregistrée?|résumé|entreprise|grille|avis)(?![\p{L}\d])/iu;

const EMAIL = 'admin@example.com';

/** Data with no French interface words in it: only the interface is checked. */
const VACANCY = {
  ...candidature().posteVacant,
  nom: 'Java Developer',
  descriptif: '<p>Java and Kotlin.</p>',
  lieu: 'Lyon',
  poste: { id: 2, reference: 'DEV-01', nom: 'Developer' },
};
const STATS = {
  offresOuvertes: 3,
  candidaturesNonTraitees: 2,
  alertesActives: 5,
  parEtat: [
    { id: 1, etat: 'envoyée', n: 2 },
    { id: 2, etat: 'consultée par le recruteur', n: 1 },
  ],
  parSemaine: [{ semaine: '2026-11-16', fin: '2026-11-22', n: 3 }],
  parOffre: [{ id: 5, offre: 'Java Developer', n: 3 }],
};
const USER = {
  id: 1,
  email: EMAIL,
  role: 'ADMIN',
  individu: {
    ...candidature().individu,
    nom: 'Smith',
    prenom: 'Alice',
    email: EMAIL,
    civilite: { id: 1, designation: 'Madame', abreviation: 'Mme' },
  },
  dateCreation: '2026-01-05T10:00:00Z',
  emailVerifie: true,
  actif: true,
  langue: 'en',
};
const STAFF = [
  {
    id: 1,
    email: EMAIL,
    role: 'ADMIN',
    actif: true,
    nom: 'Smith',
    prenom: 'Alice',
    dateCreation: '2026-11-01T10:00:00Z',
    invitationEnAttente: false,
  },
  {
    id: 2,
    email: 'paul@example.com',
    role: 'MEMBRE',
    actif: false,
    nom: null,
    prenom: null,
    dateCreation: '2026-11-20T10:00:00Z',
    invitationEnAttente: true,
  },
];
const SESSION = VACANCY.session;
const POSTE = VACANCY.poste;

type Routes = Parameters<typeof mockApi>[0];

/** What every screen calls: the frame's badges and vacancy links, the account (its `langue`). */
const COMMON: Routes = {
  'GET /stats/dashboard': () => ({ body: STATS }),
  'GET /candidature/noms-postes': () => ({ body: [{ nom: 'Java Developer', count: 2 }] }),
  [`GET /user/${EMAIL}`]: () => ({ body: USER }),
};

interface Screen {
  name: string;
  path: string;
  routes?: Routes;
  /** English text the screen shows once its data is there. */
  waitFor: string;
  /** What to do on the screen before it is read (open a dialog…). */
  act?: (user: UserEvent) => Promise<void>;
  /** Parts drawn by components of another branch not converted yet (see above). */
  pending?: () => Element[];
}

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: '/admin',
    routes: {
      'GET /poste-vacant/list': () => page([], 9),
      'GET /poste-de-travail/list': () => page([], 3),
      'GET /session-candidature/list': () => page([], 2),
    },
    waitFor: 'Applications by status',
  },
  {
    name: 'contract types',
    path: '/admin/type-contrat',
    routes: { 'GET /type-contrat/list': () => page([{ id: 1, type: 'CDI' }]) },
    waitFor: 'Permanent',
  },
  {
    name: 'application statuses',
    path: '/admin/etat-candidature',
    routes: { 'GET /etat-candidature/list': () => page([{ id: 1, etat: 'envoyée' }]) },
    waitFor: 'sent',
  },
  {
    name: 'document names',
    path: '/admin/nom-document',
    routes: { 'GET /nom-document/list': () => page([{ id: 1, nom: 'CV' }]) },
    waitFor: 'Document names',
  },
  {
    name: 'document names, delete confirmation',
    path: '/admin/nom-document',
    routes: { 'GET /nom-document/list': () => page([{ id: 1, nom: 'CV' }]) },
    waitFor: 'Document names',
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete the document name CV' }));
      await screen.findByRole('dialog', { name: 'Confirm' });
    },
  },
  { name: 'new document name', path: '/admin/nom-document/add', waitFor: 'Attachment type' },
  {
    name: 'positions',
    path: '/admin/poste-de-travail',
    routes: { 'GET /poste-de-travail/list': () => page([POSTE]) },
    waitFor: 'DEV-01',
  },
  { name: 'new position', path: '/admin/poste-de-travail/add', waitFor: 'Add a position' },
  {
    name: 'position details',
    path: '/admin/poste-de-travail/fiche/2',
    routes: { 'GET /poste-de-travail/2': () => ({ body: POSTE }) },
    waitFor: 'Position details: Developer',
  },
  {
    name: 'hiring sessions',
    path: '/admin/session-candidature',
    routes: { 'GET /session-candidature/list': () => page([SESSION]) },
    waitFor: 'S-2026',
  },
  { name: 'new session', path: '/admin/session-candidature/add', waitFor: 'Status: On' },
  {
    name: 'session details',
    path: '/admin/session-candidature/fiche/3',
    routes: { 'GET /session-candidature/3': () => ({ body: SESSION }) },
    waitFor: 'Opening date',
  },
  {
    name: 'vacancies',
    path: '/admin/poste-vacant',
    routes: { 'GET /poste-vacant/list': () => page([VACANCY, { ...VACANCY, id: 6, salaireMin: null }]) },
    waitFor: 'Pay to be filled in',
  },
  {
    name: 'vacancy form with its questions, team and scorecard',
    path: '/admin/poste-vacant/edit/5',
    routes: {
      'GET /poste-vacant/5': () => ({ body: VACANCY }),
      'GET /poste-de-travail/list': () => ({ body: [POSTE] }),
      'GET /session-candidature/list': () => ({ body: [SESSION] }),
      'GET /type-contrat/list': () => ({ body: [{ id: 1, type: 'CDI' }] }),
      'GET /poste-vacant/5/questions': () => ({
        body: [
          {
            id: 1,
            ordre: 1,
            libelle: 'Driving licence?',
            type: 'OUI_NON',
            choix: [],
            obligatoire: true,
            attendu: true,
          },
          {
            id: 2,
            ordre: 2,
            libelle: 'Stack?',
            type: 'CHOIX',
            choix: ['Java', 'Go'],
            obligatoire: false,
            attendu: null,
          },
        ],
      }),
      'GET /poste-vacant/5/equipe': () => ({
        body: [{ id: 1, email: EMAIL, role: 'ADMIN', nom: 'Smith', prenom: 'Alice' }],
      }),
      'GET /poste-vacant/5/criteres': () => ({ body: [{ id: 1, libelle: 'Java' }] }),
      'GET /staff': () => ({ body: STAFF }),
    },
    waitFor: 'Save the scorecard',
  },
  {
    name: 'vacancy details',
    path: '/admin/poste-vacant/fiche/5',
    routes: { 'GET /poste-vacant/5': () => ({ body: VACANCY }) },
    waitFor: 'Job summary',
  },
  {
    name: 'team',
    path: '/admin/equipe',
    routes: { 'GET /staff': () => ({ body: STAFF }) },
    waitFor: 'Invitation pending',
  },
  {
    name: 'e-mails',
    path: '/admin/courriels',
    routes: {
      'GET /mail/outbox': () =>
        page([
          {
            id: 1,
            kind: 'reset',
            to: 'lea@example.com',
            subject: 'Reset',
            state: 'pending',
            attempts: 2,
            lastError: 'ECONNREFUSED',
            sensitive: true,
            texte: null,
            createdAt: '2026-05-01T10:00:00Z',
            sentAt: null,
            nextAttemptAt: '2026-05-01T10:05:00Z',
          },
        ]),
    },
    waitFor: 'Content hidden: personal link',
  },
  {
    name: 'audit log',
    path: '/admin/audit',
    routes: {
      'GET /audit': () =>
        page([
          {
            id: 1,
            date: '2026-03-01T10:00:00Z',
            acteur: null,
            action: 'document.download',
            cibleType: 'document',
            cibleId: 4,
            libelle: 'cv.pdf',
            details: null,
          },
        ]),
    },
    waitFor: 'Document downloaded',
  },
  { name: 'my profile', path: '/admin/profil', waitFor: 'Account created on' },
  {
    name: 'security (§23)',
    path: '/admin/securite',
    routes: {
      'GET /api/me/mfa': () => ({ body: { totp: true, codesSecoursRestants: 9, obligatoire: false } }),
      'GET /api/me/sessions': () => ({
        body: [
          {
            id: 1,
            creeLe: '2026-03-01T10:00:00Z',
            vueLe: '2026-03-01T11:00:00Z',
            ip: '203.0.113.5',
            appareil: 'Firefox · Linux',
            courante: true,
          },
        ],
      }),
      'GET /api/securite': () => ({ body: { mfaObligatoire: false } }),
    },
    waitFor: 'End this session',
  },
  { name: 'a page that does not exist', path: '/admin/nowhere', waitFor: 'This back-office page does not exist.' },
];

/**
 * What the page says (dialogs included), one piece a line: every text, and the texts of attributes
 * a reader meets (accessible names, tooltips, placeholders). French-marked parts, the test's own
 * location probe and the pending components are left out.
 */
function interfaceText(pending: Element[]): string {
  for (const element of pending) element.setAttribute('data-i18n-pending', '');
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('[lang="fr"], [data-testid="location"], [data-i18n-pending]')) node.remove();
  const pieces: string[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) pieces.push(node.data);
    else if (node instanceof Element && node.tagName !== 'STYLE' && node.tagName !== 'SCRIPT') {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = node.getAttribute(name);
        if (value) pieces.push(value);
      }
    }
  }
  return pieces.join('\n');
}

// jsdom has no canvas: the chart is drawn as the element react-chartjs-2 would hand to Chart.js.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string; role: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

beforeAll(() => {
  setAdminCatalogue('en', adminEn);
  setCatalogue('en', en);
});
afterAll(() => {
  setAdminCatalogue('fr', adminFr);
  setCatalogue('fr', fr);
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('the back office in English shows no French interface text', () => {
  it.each(SCREENS.map((s) => [s.name, s] as const))('%s', async (_name, { path, routes, act, pending, ...s }) => {
    mockApi({ ...COMMON, ...routes });
    signInAs('ADMIN', EMAIL);
    const { user } = renderAdmin(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findAllByText(s.waitFor, { exact: false });
    // The frame's figures and the sidebar's vacancy links have arrived too.
    await screen.findByRole('link', { name: '2 applications to review' });
    await within(document.getElementById('admin-sidebar') as HTMLElement).findByText('Java Developer');
    if (act) await act(user);
    // Every call was answered: an error on screen would hide what the screen says.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    const text = interfaceText(pending?.() ?? []);
    expect(text.length).toBeGreaterThan(20);
    expect(text.match(FRENCH)?.[0], text).toBeUndefined();
  });
});

describe('the English back office, piece by piece', () => {
  it('counts in English: plurals and numbers by Intl', async () => {
    mockApi({
      ...COMMON,
      'GET /stats/dashboard': () => ({ body: { ...STATS, candidaturesNonTraitees: 1, offresOuvertes: 1200 } }),
      'GET /poste-vacant/list': () => page([], 9),
      'GET /poste-de-travail/list': () => page([], 3),
      'GET /session-candidature/list': () => page([], 2),
    });
    signInAs('ADMIN', EMAIL);
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: '1 application to review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1,200 open jobs' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-alertesActives')).toHaveTextContent(/5\s*Active job alerts/);
    expect(
      await screen.findByRole('img', { name: /^Applications by status: sent: 2; viewed by the recruiter: 1$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Back office | Recruitment'));
  });
});

import { adminEn, type Candidature, type Entretien, type User } from '@recrutement/contract';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLY_REFERENCES } from '../features/apply/testing/apply-form';
import * as en from '../i18n/catalogue.en';
import * as fr from '../i18n/catalogue.fr';
import { setCatalogue } from '../i18n/i18n';
import { authStore } from '../lib/auth';
import { setAdminCatalogue } from './i18n';
import { document as attachment, candidature, ETATS } from './testing/fixtures';
import { mockApi, page } from './testing/mock-api';
import { renderAdmin, signInAs } from './testing/render-admin';

/**
 * Contract §17: the back office's application screens (list, sheet, board, documents, people),
 * drawn for a staff member whose `langue` is English, show no French interface text. The data is
 * French on purpose (a vacancy named « Développeur Java », a candidate from Lyon); seeded labels
 * (statuses, civility, attachment names, countries) must come out in English.
 *
 * The check reads the screen's card (and any open dialog); parts drawn by other areas of the back
 * office that convert their own texts (the frame, the shared back and New buttons, the scorecard
 * panel of the hiring team) are not the subject here and are left out, by name, below.
 */
const FRENCH_WORDS = new RegExp(
  `(?<!\\p{L})(${[
    'le',
    'la',
    'les',
    'des',
    'du',
    'une?',
    'aucune?',
    'pour',
    'avec',
    'est',
    'sont',
    'candidatures?',
    'candidat',
    'état',
    'reçues?',
    'détail',
    'trier',
    'filtrer',
    'réinitialiser',
    'exporter',
    'sélection\\p{L}*',
    'offres?',
    'pièces?',
    'jointes?',
    'télécharger',
    'fichiers?',
    'taille',
    'entretiens?',
    'créneaux?',
    'déplacer',
    'annuler',
    'enregistrée?s?',
    'nouvelle',
    'ajouter',
    'supprimer',
    'doublons?',
    'fusionner',
    'effacer',
    'prénom',
    'téléphone',
    'pays',
    'ville',
    'adresse',
    'civilité',
    'naissance',
    'historique',
    'chargement',
    'évaluations?',
    'réponses?',
    'précédente',
    'suivante',
    'voir',
    'envoyée',
    'consultée',
    'madame',
    'lettre',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/** Drawn by other areas (converted there): the scorecards of features/staff, ui's Back link. */
const OTHER_AREAS = '[aria-labelledby="sheet-evaluations"] > :not(h3), a.btn-outline-secondary:has(.bi-arrow-left)';

/** The visible text of the screen's card and open dialogs, French-marked data and other areas' parts left out. */
function interfaceText(): string {
  const parts = [
    ...document.querySelectorAll<HTMLElement>('#admin-content section.card'),
    ...document.querySelectorAll<HTMLElement>('[role="dialog"]'),
  ];
  return parts
    .map((part) => {
      const copy = part.cloneNode(true) as HTMLElement;
      for (const node of copy.querySelectorAll(`[lang="fr"], ${OTHER_AREAS}`)) node.remove();
      // Accessible names are read too: a French aria-label is as wrong as a French text.
      const labels = [...copy.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
        ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
      );
      // Text node by text node: `textContent` would glue « KB » and « Réponses » into one word.
      const texts: string[] = [];
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
      return `${texts.join(' ')} ${labels.join(' ')}`;
    })
    .join('\n');
}

/** The application's data, French on purpose: only the interface has to be English. */
const DATA_WORDS = ['Développeur Java', 'Développeur', 'rue des Lilas', 'Lyon', 'Martin', 'Léa'];
const withoutData = (text: string) => DATA_WORDS.reduce((t, word) => t.split(word).join(' '), text);

function expectNoFrench() {
  const text = withoutData(interfaceText());
  expect(text.trim().length).toBeGreaterThan(20);
  expect(text.match(FRENCH_WORDS)?.[0], text).toBeUndefined();
  expect(text).not.toMatch(/No stub|admin\.[a-z]+\.[a-zA-Z.]+/);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

const me: User = {
  id: 1,
  email: 'admin@example.com',
  role: 'ADMIN',
  individu: { ...candidature().individu, id: 1, prenom: 'Alex', nom: 'Stone', email: 'admin@example.com' },
  dateCreation: '2026-01-01T00:00:00Z',
  emailVerifie: true,
  actif: true,
  langue: 'en',
};

const interview: Entretien = {
  id: 3,
  candidature: candidature(),
  statut: 'PROPOSE',
  debut: null,
  duree: null,
  lieu: 'Salle 2',
  creneaux: [{ id: 1, debut: '2026-12-01T09:00:00Z', duree: 90 }],
  participants: [{ id: 1, email: 'admin@example.com', nom: 'Stone', prenom: 'Alex' }],
  sequence: 0,
};
const confirmed: Entretien = {
  ...interview,
  id: 4,
  statut: 'CONFIRME',
  debut: '2026-12-02T14:00:00Z',
  duree: 90,
  creneaux: [{ id: 2, debut: '2026-12-02T14:00:00Z', duree: 90 }],
};

const duplicate = {
  ...candidature().individu,
  id: 12,
  prenom: 'lea',
  nom: 'MARTIN',
  email: 'l.martin@example.com',
  telephone: '699999999',
};

function routes(extra: Record<string, () => unknown> = {}) {
  const sent = candidature();
  const seen: Candidature = candidature({
    id: 8,
    etatCandidature: ETATS[1] as Candidature['etatCandidature'],
    individu: { ...sent.individu, id: 13, prenom: 'Hugo', nom: 'Bernard', email: 'hugo@example.com' },
  });
  return {
    'GET /user/admin@example.com': () => ({ body: me }),
    'GET /candidature/noms-postes': () => ({ body: [{ nom: 'Développeur Java', count: 2 }] }),
    'GET /etat-candidature/list': () => ({ body: ETATS }),
    'GET /candidature/list': (call: { query: URLSearchParams }) => {
      const etat = call.query.get('etat');
      if (etat === '1') return page([sent], 1);
      if (etat === '2') return page([seen], 1);
      if (etat === '3') return page([], 0);
      return page([{ ...sent, extrait: 'Java et Kotlin depuis 2019' }, seen], 2);
    },
    'GET /evaluations/nombres': () => ({ body: [{ candidature: 8, n: 2 }] }),
    'GET /poste-vacant/5': () => ({ body: sent.posteVacant }),
    'GET /poste-vacant/list': () => ({ body: [sent.posteVacant] }),
    'GET /candidature/list/7': () => ({ body: sent }),
    'GET /document-candidature/by-candidature/7': () => ({
      body: [attachment(1, 'CV', 'cv-lea.pdf'), attachment(2, 'Lettre de motivation', 'lm-lea.pdf')],
    }),
    'GET /candidature/7/reponses': () => ({
      body: [{ question: { id: 1, libelle: 'Permis B ?', type: 'OUI_NON' }, valeur: true }],
    }),
    'GET /candidature/7/historique': () => ({
      body: [{ id: 1, etatCandidature: ETATS[0], date: '2026-03-02T10:00:00Z', auteur: null }],
    }),
    'GET /candidature/7/notes': () => ({
      body: [{ id: 4, texte: 'Très bon profil.', auteur: 'admin@example.com', dateCreation: '2026-03-03T10:00:00Z' }],
    }),
    'GET /candidature/7/entretiens': () => ({ body: [interview, confirmed] }),
    'GET /candidature/7/evaluations': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    'GET /poste-vacant/5/criteres': () => ({ body: [] }),
    'GET /individu/11/doublons': () => ({ body: [duplicate] }),
    'GET /individu/11/effacement': () => ({
      body: {
        individuId: 11,
        nom: 'Martin',
        prenom: 'Léa',
        candidatures: 2,
        fichiers: 1,
        compte: true,
        administrateur: false,
      },
    }),
    'GET /individu/get': () => page([sent.individu], 1),
    'GET /document-candidature/list': () => page([attachment(1, 'CV', 'cv-lea.pdf')], 1),
    'GET /document-candidature/document/1': () => ({ body: attachment(1, 'Lettre de motivation', 'lm-lea.pdf') }),
    ...Object.fromEntries(Object.entries(APPLY_REFERENCES).map(([path, body]) => [`GET ${path}`, () => ({ body })])),
    ...extra,
  };
}

beforeAll(() => {
  setCatalogue('en', en);
  setAdminCatalogue('en', adminEn);
});
afterAll(() => setCatalogue('fr', fr));
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('the applications of the back office, in English', () => {
  it('the list: filters, order, export, selection, CV excerpt', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidatures?q=java&dans=cv&du=2026-03-01&posteVacant=5');
    const table = await screen.findByRole('table', { name: 'Applications' });
    for (const header of ['Vacancy', 'Session ref.', 'Position ref.', 'Candidate', 'Received on', 'Details'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('sent')).toBeInTheDocument();
    expect(within(table).getByText('viewed by the recruiter')).toBeInTheDocument();
    expect(within(table).getByText(/From the CV:/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: "Details of Léa Martin's application" })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Date (newest first)');
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Other filters applied' });
    expect(chips).toHaveTextContent('Received since 01 March 2026');
    expect(await within(chips).findByText('Vacancy: Développeur Java')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
    const bar = screen.getByRole('form', { name: 'Change the status of the selection' });
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('button', { name: 'Apply to the selection' })).toBeInTheDocument();
    await settle();
    expectNoFrench();
  });

  it('the sheet: documents, answers, the candidate, status, notes, interviews, duplicates, erasure', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/candidature/fiche/7');
    expect(await screen.findByRole('heading', { name: "Léa Martin's application" })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^CV: download cv-lea\.pdf/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cover letter: download lm-lea\.pdf/ })).toBeInTheDocument();
    expect(await screen.findByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Mrs')).toBeInTheDocument();
    // The country's English name, from the library the server seeds its French names from.
    expect(await screen.findByText('France')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Evaluations' })).toBeInTheDocument();
    const doublons = screen.getByRole('region', { name: 'Possible duplicates' });
    expect(await within(doublons).findByText('same name')).toBeInTheDocument();
    expect(within(doublons).getByRole('button', { name: 'Merge lea MARTIN into Léa Martin' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Applications of the list' })).toHaveTextContent(/Previous.*Next/);
    await settle();
    expectNoFrench();

    await user.click(screen.getByRole('tab', { name: 'Change the application status' }));
    expect(await screen.findByRole('combobox', { name: /Application status/ })).toHaveDisplayValue('sent');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(await screen.findByText('Status history')).toBeInTheDocument();
    expectNoFrench();

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const saved = await screen.findByRole('region', { name: 'Saved notes' });
    expect(await within(saved).findByRole('button', { name: /^Delete the note of/ })).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toBeInTheDocument();
    expectNoFrench();

    await user.click(screen.getByRole('tab', { name: 'Interviews' }));
    const interviews = await screen.findByRole('list', { name: "The application's interviews" });
    expect(await within(interviews).findByText("Awaiting the candidate's choice")).toBeInTheDocument();
    expect(interviews).toHaveTextContent(/Tuesday, 1 December 2026 at \d{2}:\d{2} · 90 min/);
    expect(interviews).toHaveTextContent('Place: Salle 2');
    expectNoFrench();

    // The proposal dialog is the interviews' (converted with them); moving a confirmed one is the sheet's.
    expect(within(interviews).getByText('Confirmed')).toBeInTheDocument();
    await user.click(within(interviews).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the interview' });
    expect(within(dialog).getByLabelText(/New date/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Length')).toHaveDisplayValue('1 h 30 min');
    expect(within(dialog).getByRole('button', { name: 'Move and notify' })).toBeInTheDocument();
    expectNoFrench();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Erase Léa Martin' }));
    const erase = await screen.findByRole('dialog', { name: 'Erase Léa Martin?' });
    expect(await within(erase).findByText('2 applications, their history and their notes;')).toBeInTheDocument();
    expect(within(erase).getByText('1 attached file.')).toBeInTheDocument();
    expectNoFrench();
  });

  it('the status page of an application', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    renderAdmin('/admin/status-candidat/7');
    expect(await screen.findByRole('heading', { name: 'Change the application status' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(await screen.findByText('sent', { selector: 'span' })).toBeInTheDocument();
    await settle();
    expectNoFrench();
  });

  it('the board: columns, cards, counts and the keyboard instructions', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    renderAdmin('/admin/pipeline');
    expect(await screen.findByRole('heading', { name: 'Application pipeline' })).toBeInTheDocument();
    const sent = await screen.findByRole('region', { name: /^sent/ });
    expect(await within(sent).findByText(/Received on 02 March 2026/)).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: "Move Léa Martin's application" })).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: "Léa Martin's attachments" })).toBeInTheDocument();
    expect(await within(sent).findByText('No evaluations')).toBeInTheDocument();
    const seen = screen.getByRole('region', { name: /^viewed by the recruiter/ });
    expect(await within(seen).findByText('2 evaluations')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: /^In progress/ })).findByText('No applications.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Vacancy')).toHaveDisplayValue('All vacancies');
    expect(document.body).toHaveTextContent(/To move this application, press Space or Enter/);
    await settle();
    expectNoFrench();
  });

  it('the documents: list, one document, and recording an application', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    const first = renderAdmin('/admin/document-candidature');
    const table = await screen.findByRole('table', { name: 'Application documents' });
    expect(within(table).getByRole('columnheader', { name: 'Attachment' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'no. 7' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View the document cv-lea.pdf' })).toBeInTheDocument();
    await settle();
    expectNoFrench();
    first.unmount();

    const second = renderAdmin('/admin/fiche-document-candidature/1');
    expect(await screen.findByRole('heading', { name: 'Document: lm-lea.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Cover letter')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByText('Stored name')).toBeInTheDocument();
    await settle();
    expectNoFrench();
    second.unmount();

    renderAdmin('/admin/save-document-candidature');
    expect(await screen.findByRole('button', { name: 'Record the application' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Vacancy/)).toBeInTheDocument();
    await settle();
    expectNoFrench();
  });

  it('the people: the list and the erasure of one', async () => {
    mockApi(routes());
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/individus');
    const table = await screen.findByRole('table', { name: 'People' });
    for (const header of ['Last name', 'First name', 'Email', 'Phone', 'Actions'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Erase Léa Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Léa Martin?' });
    expect(await within(dialog).findByText('their personal details and their candidate account;')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase for good' })).toBeInTheDocument();
    expectNoFrench();
  });
});

import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as Account } from '../app/routes/account';
import { Component as Alertes } from '../app/routes/alertes';
import { Component as Apply } from '../app/routes/apply';
import { Component as Privacy } from '../app/routes/confidentialite';
import { Component as Confirmation } from '../app/routes/confirmation';
import { Component as Entretien } from '../app/routes/entretien';
import { Component as Home } from '../app/routes/home';
import { Component as Invitation } from '../app/routes/invitation';
import { Component as Login } from '../app/routes/login';
import { Component as MonEspace } from '../app/routes/mon-espace';
import { Component as ResetPassword } from '../app/routes/mot-de-passe-nouveau';
import { Component as ForgotPassword } from '../app/routes/mot-de-passe-oublie';
import { Component as OffreDetail } from '../app/routes/offre-detail';
import { Component as Offres } from '../app/routes/offres';
import { Component as Register } from '../app/routes/register';
import { Component as VerifyEmail } from '../app/routes/verifier-email';
import { SiteFooter } from '../components/layout/SiteFooter';
import { SiteNavbar } from '../components/layout/SiteNavbar';
import { NotFound } from '../components/NotFound';
import { APPLY_REFERENCES } from '../features/apply/testing/apply-form';
import { authStore } from '../lib/auth';
import { renderRoute, stubFetch } from '../lib/testing';
import * as en from './catalogue.en';
import * as fr from './catalogue.fr';
import { setCatalogue } from './i18n';

/**
 * Contract §17: every converted public page, drawn in English, shows no French interface text. The
 * data (a vacancy with only French texts) is French on purpose; it is marked `lang="fr"` and taken out
 * before the check, as a reader's browser would tell it apart.
 */
const FRENCH_WORDS =
  /\b(le|la|les|des|du|une|vos|votre|nos|notre|pour|avec|est|sont|mot de passe|candidature|offres?|connexion|compte|adresse|envoyer|retour|accueil|chargement)\b/i;

const vacancy = {
  id: 4,
  nom: 'Développeur Java',
  descriptif: '<p>Une belle mission.</p>',
  nomEn: null,
  descriptifEn: null,
  poste: { id: 1, reference: 'P-4', nom: 'Développeur' },
  typeContrat: { id: 1, type: 'CDI' },
  session: { id: 1, reference: 'S1', dateOuverture: '2025-01-01', dateCloture: '2999-12-31', status: true },
  lieu: null,
  salaireMin: 35000,
  salaireMax: 42000,
  salairePeriode: 'AN',
  teletravail: 'PARTIEL',
};

const person = { id: 9, nom: 'Durand', prenom: 'Marie', email: 'm@example.com', telephone: '06' };
let verified = true;
const signIn = (emailVerifie: boolean) => () => {
  verified = emailVerifie;
  authStore.signIn({ token: 't', userId: 4, individuId: 9, email: 'm@example.com' });
};

function stubApi() {
  stubFetch(({ url }) => {
    if (url === '/user/m%40example.com')
      return {
        body: {
          id: 4,
          email: 'm@example.com',
          role: 'CANDIDAT',
          individu: verified ? person : null,
          dateCreation: '2025-01-01T00:00:00Z',
          emailVerifie: verified,
          actif: true,
          langue: 'fr',
        },
      };
    if (url === '/etat-candidature/list')
      return {
        body: [
          { id: 1, etat: 'envoyée' },
          { id: 2, etat: 'En cours de traitement' },
        ],
      };
    if (url === '/candidature/byid/9')
      return {
        body: [
          {
            id: 3,
            individu: person,
            etatCandidature: { id: 1, etat: 'envoyée' },
            dateCandidature: '2025-03-01T10:00:00+01:00',
            posteVacant: vacancy,
          },
        ],
      };
    if (url === '/individu/get/individu/9') return { body: person };
    if (url === '/api/me/entretiens') return { body: [] };
    if (url in APPLY_REFERENCES) return { body: APPLY_REFERENCES[url as keyof typeof APPLY_REFERENCES] };
    if (url === '/type-contrat/list') return { body: [{ id: 1, type: 'CDI' }] };
    if (url === '/poste-de-travail/list') return { body: [] };
    if (url === '/poste-vacant/4') return { body: vacancy };
    if (url === '/poste-vacant/4/questions')
      return { body: [{ id: 7, ordre: 1, libelle: 'Permis B ?', type: 'OUI_NON', choix: [], obligatoire: true }] };
    if (url.startsWith('/poste-vacant/list')) return { body: [vacancy], headers: { 'X-Total-Count': '1' } };
    if (url === '/api/organisation')
      return { body: { nom: 'ACME', url: 'https://acme.example', dpoEmail: 'dpo@acme.example', retentionMonths: 24 } };
    return undefined;
  });
}

/** The page's visible text, French-marked parts (vacancy data) left out. */
function interfaceText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('[lang="fr"], [data-testid="location"]')) node.remove();
  return copy.textContent ?? '';
}

beforeAll(() => setCatalogue('en', en));
afterAll(() => setCatalogue('fr', fr));
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

const nothing = () => {};
const PAGES: [string, ReactElement, string, string?, (() => void)?][] = [
  ['home', <Home key="home" />, '/', undefined],
  ['offers', <Offres key="offres" />, '/offre', 'Our jobs'],
  ['offer', <OffreDetail key="offre" />, '/offre/dtail/:id', 'Job description'],
  ['apply', <Apply key="apply" />, '/save-document-candidature/:id', 'Apply for this job'],
  ['confirmation', <Confirmation key="confirmation" />, '/confirmation', undefined],
  ['login', <Login key="login" />, '/login', 'Sign in'],
  ['register', <Register key="register" />, '/register', 'Create an account'],
  ['account', <Account key="account" />, '/individu/register/:id', 'Create your account'],
  ['forgotten password', <ForgotPassword key="forgot" />, '/mot-de-passe/oublie', 'Forgotten password'],
  ['new password', <ResetPassword key="reset" />, '/mot-de-passe/nouveau', 'New password'],
  ['verify e-mail', <VerifyEmail key="verify" />, '/verifier-email', 'Confirm my e-mail address'],
  ['not found', <NotFound key="notfound" />, '/nowhere', 'Page not found'],
  ['job alerts, opened without their link', <Alertes key="alertes" />, '/alertes', 'My job alerts'],
  ['interview, opened without its link', <Entretien key="entretien" />, '/entretien', 'Your interview'],
  ['my space', <MonEspace key="espace" />, '/mon-espace', 'Language of your messages', signIn(true)],
  ['my space, address not confirmed', <MonEspace key="espace-unverified" />, '/mon-espace', 'My space', signIn(false)],
  ['privacy notice', <Privacy key="privacy" />, '/confidentialite', 'How to exercise them'],
  ['invitation', <Invitation key="invitation" />, '/invitation?token=abc', 'Join the team'],
  [
    'navbar and footer',
    <>
      <SiteNavbar signedIn={false} onSignIn={nothing} onSignOut={nothing} />
      <SiteFooter />
    </>,
    '/',
    undefined,
  ],
];

describe('English pages show no French interface text', () => {
  it.each(PAGES)('%s', async (_name, element, path, heading, setup) => {
    setup?.();
    stubApi();
    const url = path.replace(':id', '4');
    path = path.split('?')[0]!;
    const { container } = renderRoute(element, { path, url });
    if (heading) await screen.findAllByText(heading, { exact: false }, { timeout: 5_000 });
    // Let the page's data arrive and settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = interfaceText(container);
    expect(text.length).toBeGreaterThan(5);
    expect(text.match(FRENCH_WORDS)?.[0], text).toBeUndefined();
  });
});

import { PUBLIC_PAGES, type PublicPage } from '@recrutement/contract';
import type { PageHead } from './html.js';

export interface Site {
  /** The organisation's name, in every title. */
  name: string;
  /** Public address of the site without a trailing slash (canonical links, sitemap), when known. */
  url: string | undefined;
}

type StaticPage = Exclude<PublicPage, 'offre'> | 'admin' | 'notFound';

/** Titles and descriptions of the pages whose head does not depend on data. */
const HEADS: Record<StaticPage, { title: (site: Site) => string; description: string; index?: true }> = {
  home: {
    title: (site) => `${site.name} — offres d'emploi et candidature en ligne`,
    description: "Découvrez nos offres d'emploi, postulez en ligne en quelques minutes et suivez vos candidatures.",
    index: true,
  },
  offres: {
    title: (site) => `Nos Offres | ${site.name}`,
    description:
      "Toutes nos offres d'emploi ouvertes : filtrez par métier, type de contrat ou lieu, puis postulez en ligne.",
    index: true,
  },
  login: {
    title: (site) => `Sign in | ${site.name}`,
    description: 'Connectez-vous pour suivre vos candidatures.',
    index: true,
  },
  register: { title: (site) => `Register | ${site.name}`, description: 'Créez votre compte candidat.', index: true },
  apply: { title: (site) => `Postuler | ${site.name}`, description: 'Envoyez votre candidature en ligne.' },
  account: { title: (site) => `Créer un compte | ${site.name}`, description: 'Créez votre compte candidat.' },
  monEspace: { title: (site) => `Mon espace | ${site.name}`, description: 'Vos candidatures et leur état.' },
  confirmation: {
    title: (site) => `Candidature envoyée | ${site.name}`,
    description: 'Votre candidature est envoyée.',
  },
  privacy: {
    title: (site) => `Confidentialité | ${site.name}`,
    description: 'Comment nous traitons vos données personnelles et comment exercer vos droits.',
    index: true,
  },
  verifyEmail: {
    title: (site) => `Confirmer mon adresse e-mail | ${site.name}`,
    description: 'Confirmez votre adresse e-mail pour suivre vos candidatures.',
  },
  forgotPassword: {
    title: (site) => `Mot de passe oublié | ${site.name}`,
    description: 'Recevez un lien pour choisir un nouveau mot de passe.',
  },
  resetPassword: {
    title: (site) => `Nouveau mot de passe | ${site.name}`,
    description: 'Choisissez un nouveau mot de passe.',
  },
  invitation: {
    title: (site) => `Rejoindre l'équipe de recrutement | ${site.name}`,
    description: "Acceptez votre invitation à l'équipe de recrutement.",
  },
  alertes: {
    title: (site) => `Mes alertes emploi | ${site.name}`,
    description: 'Gérez vos alertes emploi : critères, fréquence, désabonnement.',
  },
  alertesConfirmer: {
    title: (site) => `Confirmer mon alerte emploi | ${site.name}`,
    description: 'Confirmez votre alerte emploi pour recevoir les nouvelles offres.',
  },
  entretien: {
    title: (site) => `Choisir mon créneau d'entretien | ${site.name}`,
    description: 'Choisissez le créneau de votre entretien parmi ceux qui vous sont proposés.',
  },
  admin: { title: (site) => `Administration | ${site.name}`, description: 'Administration du site de recrutement.' },
  notFound: {
    title: (site) => `Page introuvable | ${site.name}`,
    description: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
};

/** The head of a page that does not depend on data; personal and transient pages are not indexed. */
export function staticHead(page: StaticPage, site: Site): PageHead {
  const head = HEADS[page];
  const path = page in PUBLIC_PAGES ? PUBLIC_PAGES[page as PublicPage].path : undefined;
  const url = site.url && path ? `${site.url}${path}` : undefined;
  return {
    title: head.title(site),
    description: head.description,
    noindex: !head.index,
    ...(page === 'admin' ? { publicFrame: false } : {}),
    ...(head.index && url ? { canonical: url, openGraph: { type: 'website', url } } : {}),
  };
}

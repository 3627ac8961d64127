import { formatSalaire, type Lang, type PosteVacant, UNIT_TEXT } from '@recrutement/contract';
import type { Config } from '../../config/index.js';
import { referenceLabelIn } from '../../lib/reference-label.js';
import { htmlToText } from '../../lib/search-text.js';
import type { PageHead } from './html.js';
import { alternatesOf, headText } from './page-heads.js';

/** schema.org employmentType of each contract type of the reference data (others: OTHER). */
const EMPLOYMENT_TYPE: Record<string, string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  Intérim: 'TEMPORARY',
  Stage: 'INTERN',
  Alternance: 'OTHER',
  Freelance: 'CONTRACTOR',
};

/** At most `max` characters, cut at a word, for a meta description. */
function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

type Vacancy = PosteVacant & { datePublication: string | null };

/** schema.org `baseSalary` (§16): a MonetaryAmount in euros, its range per year, month or hour. */
function baseSalary(vacancy: PosteVacant) {
  const { salaireMin, salaireMax, salairePeriode } = vacancy;
  if (salaireMin === null || salaireMax === null || salairePeriode === null) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: salaireMin,
        maxValue: salaireMax,
        unitText: UNIT_TEXT[salairePeriode],
      },
    },
  };
}

/** Full remote work (§16): TELECOMMUTE, open to applicants of the organisation's country. */
function remote(vacancy: PosteVacant, org: Config['org']) {
  if (vacancy.teletravail !== 'TOTAL') return {};
  return {
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: org.address.country },
  };
}

/** The schema.org JobPosting of an open vacancy (Google's job search reads it). */
export function jobPosting(vacancy: Vacancy, org: Config['org'], url: string, lang: Lang = 'fr') {
  const { address } = org;
  const { nom, descriptif } = inLang(vacancy, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: nom,
    // JobPosting allows HTML here; the description is the sanitised one the page shows.
    description: descriptif || nom,
    datePosted: (vacancy.datePublication ?? vacancy.session.dateOuverture).slice(0, 10),
    validThrough: vacancy.session.dateCloture,
    employmentType: EMPLOYMENT_TYPE[vacancy.typeContrat.type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: org.name,
      sameAs: org.url,
      ...(org.logo ? { logo: org.logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        // The vacancy's place when it has one, else the organisation's address.
        addressLocality: vacancy.lieu ?? address.locality,
        ...(vacancy.lieu === null && address.street ? { streetAddress: address.street } : {}),
        ...(vacancy.lieu === null && address.postalCode ? { postalCode: address.postalCode } : {}),
        ...(address.region ? { addressRegion: address.region } : {}),
        addressCountry: address.country,
      },
    },
    ...baseSalary(vacancy),
    ...remote(vacancy, org),
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(vacancy.id) },
    url,
  };
}

function withoutPublicationDate({ datePublication: _, ...offre }: Vacancy): PosteVacant {
  return offre;
}

/** The vacancy's name and description as an English page shows them: English when given (contract §17). */
function inLang(vacancy: Vacancy, lang: Lang) {
  if (lang === 'fr') return { nom: vacancy.nom, descriptif: vacancy.descriptif };
  return { nom: vacancy.nomEn || vacancy.nom, descriptif: vacancy.descriptifEn || vacancy.descriptif };
}

/**
 * The head of /offre/dtail/{id} and /en/offre/dtail/{id} (contract §11, §17): title, description,
 * canonical and hreflang, Open Graph, JobPosting, in the page's language.
 */
export function offreHead(vacancy: Vacancy, config: Pick<Config, 'org' | 'publicUrl'>, lang: Lang = 'fr'): PageHead {
  const alternates = alternatesOf(config.publicUrl, `/offre/dtail/${vacancy.id}`);
  const url = alternates[lang];
  const t = headText[lang];
  const { nom, descriptif } = inLang(vacancy, lang);
  const text = htmlToText(descriptif);
  const type = referenceLabelIn(lang, vacancy.typeContrat.type);
  const salaire = formatSalaire(vacancy, lang);
  const pay = salaire ? `, ${salaire}` : '';
  const fallback = vacancy.lieu
    ? t('head.offre.fallbackDescriptionAt', { nom, type, lieu: vacancy.lieu, pay })
    : t('head.offre.fallbackDescription', { nom, type, pay });
  return {
    lang,
    title: t('head.offre.title', { nom, site: config.org.name }),
    description: summary(text || fallback),
    canonical: url,
    alternates,
    openGraph: { type: 'website', url },
    jsonLd: jobPosting(vacancy, config.org, url, lang),
    // The offer as GET /poste-vacant/{id} answers it (the publication date is the page's own).
    pageData: { offre: withoutPublicationDate(vacancy) },
  };
}

import { formatSalaire, type PosteVacant, UNIT_TEXT } from '@recrutement/contract';
import type { Config } from '../../config/index.js';
import { htmlToText } from '../../lib/search-text.js';
import type { PageHead } from './html.js';

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
export function jobPosting(vacancy: Vacancy, org: Config['org'], url: string) {
  const { address } = org;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.nom,
    // JobPosting allows HTML here; the description is the sanitised one the page shows.
    description: vacancy.descriptif || vacancy.nom,
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

/** The head of /offre/dtail/{id} (contract §11): title, description, canonical, Open Graph, JobPosting. */
export function offreHead(vacancy: Vacancy, config: Pick<Config, 'org' | 'publicUrl'>): PageHead {
  const url = `${config.publicUrl}/offre/dtail/${vacancy.id}`;
  const text = htmlToText(vacancy.descriptif);
  const where = vacancy.lieu ? ` à ${vacancy.lieu}` : '';
  const pay = formatSalaire(vacancy);
  return {
    title: `${vacancy.nom} | ${config.org.name}`,
    description: summary(
      text || `${vacancy.nom}, ${vacancy.typeContrat.type}${where}${pay ? `, ${pay}` : ''}. Postulez en ligne.`,
    ),
    canonical: url,
    openGraph: { type: 'website', url },
    jsonLd: jobPosting(vacancy, config.org, url),
    // The offer as GET /poste-vacant/{id} answers it (the publication date is the page's own).
    pageData: { offre: withoutPublicationDate(vacancy) },
  };
}

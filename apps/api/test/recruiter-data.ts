import { insertCandidature, makeIndividu, makeOpenVacancy } from '../src/seed/factories.js';
import type { TestApp } from './helpers.js';

/** Status ids of the reference data (contract §8). */
export const ETAT = { envoyee: 1, consultee: 2, enCours: 3, refusee: 4, acceptee: 5 } as const;

const DAY = 86_400_000;

const KEYS = [
  'durand',
  'eluard',
  'abel',
  'martin',
  'bernard',
  'petit',
  'roux',
  'faure',
  'garnier',
  'old',
  'formula',
] as const;
type Key = (typeof KEYS)[number];

export interface RecruiterData {
  vacancies: { java: number; compta: number; design: number };
  /** Application ids by a short name. */
  ids: Record<Key, number>;
}

/**
 * A small pipeline for the recruiter workflow tests: three vacancies, eleven applications spread
 * over statuses, names (with accents and case) and dates (today back to twenty weeks ago), and one
 * applicant whose name is a spreadsheet formula.
 */
export async function seedRecruiterData(t: TestApp, now = Date.now()): Promise<RecruiterData> {
  const vacancies = {
    java: (await makeOpenVacancy(t.db, { nom: 'Développeur Java' })).id,
    compta: (await makeOpenVacancy(t.db, { nom: 'Comptable' })).id,
    design: (await makeOpenVacancy(t.db, { nom: 'Designer' })).id,
  };
  const rows: [Key, string, string, keyof typeof vacancies, number, number][] = [
    // key, nom, prénom, vacancy, status, days ago
    ['durand', 'Durand', 'Zoé', 'java', ETAT.envoyee, 0],
    ['eluard', 'Éluard', 'Paul', 'java', ETAT.envoyee, 2],
    ['abel', 'abel', 'Anne', 'java', ETAT.consultee, 9],
    ['martin', 'Martin', 'Léa', 'compta', ETAT.enCours, 15],
    ['bernard', 'Bernard', 'Hugo', 'compta', ETAT.refusee, 30],
    ['petit', 'Petit', 'Inès', 'design', ETAT.acceptee, 45],
    ['roux', 'Roux', 'Jules', 'java', ETAT.envoyee, 60],
    ['faure', 'Faure', 'Chloé', 'design', ETAT.envoyee, 80],
    ['garnier', 'Garnier', 'Louis', 'java', ETAT.enCours, 100],
    ['old', 'Ancien', 'Marc', 'compta', ETAT.envoyee, 140],
    ['formula', '=HYPERLINK("http://x")', '+Eve', 'design', ETAT.envoyee, 5],
  ];
  const ids = {} as Record<Key, number>;
  for (const [key, nom, prenom, vacancy, etat, daysAgo] of rows) {
    const individuId = await makeIndividu(t.db, { nom, prenom, email: `${key}-${now}@example.com` });
    ids[key] = await insertCandidature(t.db, {
      individu_id: individuId,
      poste_vacant_id: vacancies[vacancy],
      etat_candidature_id: etat,
      // Noon UTC is the same calendar day in Paris whatever the season.
      date_candidature: new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY + DAY / 2).toISOString(),
    });
  }
  return { vacancies, ids };
}

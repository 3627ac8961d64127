/** Page sizes and other constants of spec §9 shared by both sides. */
export const PAGE_SIZES = {
  offres: 5,
  posteVacantAdmin: 5,
  candidatureAdmin: 5,
  documentCandidature: 10,
  nomDocument: 10,
  posteDeTravail: 10,
  sessionCandidature: 10,
} as const;

export const MAX_PAGE_LINKS = 7;
export const SALARY_TEXT = 'A negocier';
export const INITIAL_ETAT = 'envoyée';
/** The status an application moves to when an admin first opens its sheet (contract §12). */
export const CONSULTED_ETAT = 'consultée par le recruteur';
/**
 * The stable codes (`etat_candidature.code`) of the statuses the workflow relies on: a new
 * application is `ENVOYEE`, and opening its sheet moves it to `CONSULTEE`; `ACCEPTEE` is a hire,
 * which the reports count (§22). Found by code, never by label, so that an admin may rename them
 * (issue 19).
 */
export const ETAT_CODES = { initial: 'ENVOYEE', consulted: 'CONSULTEE', accepted: 'ACCEPTEE' } as const;
export type EtatCode = (typeof ETAT_CODES)[keyof typeof ETAT_CODES];
/** At most this many applications in one bulk status change. */
export const BULK_STATUS_MAX = 500;
/** Number of weeks of `parSemaine` on the dashboard, and of vacancies of `parOffre`. */
export const DASHBOARD_WEEKS = 12;
export const DASHBOARD_TOP_OFFRES = 10;

/** Names of the session cookie and of the claim cookie set after applying. */
export const SESSION_COOKIE = 'rp_session';
export const CLAIM_COOKIE = 'rp_claim';

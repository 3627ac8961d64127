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

/** Names of the session cookie and of the claim cookie set after applying. */
export const SESSION_COOKIE = 'rp_session';
export const CLAIM_COOKIE = 'rp_claim';

import type { adminFr } from './admin.fr.js';
import type { CatalogueOf } from './core.js';

/** English texts of the back office: the same keys as admin.fr.ts. */
export const adminEn: CatalogueOf<typeof adminFr> = {
  // ── The frame: layout, navigation, shared widgets ──────────────────────────────────────────
  'admin.frame.checkingRights': 'Checking your access…',
  'admin.frame.loading': 'Loading the administration…',

  // ── Reference data, vacancies, sessions, team, mail, personal data ─────────────────────────
  'admin.reference.title': 'Reference data',

  // ── Applications: list, sheet, board, documents, interviews, scorecards ────────────────────
  'admin.candidature.title': 'Applications',

  // ── Home and dashboard ───────────────────────────────────────────────────────────────────────
  'admin.home.title': 'Dashboard',
};

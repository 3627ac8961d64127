/**
 * French texts of the back office (contract §17, ADR 0010): its own catalogue, loaded by the admin
 * chunk only, so that the public pages' catalogue stays small. Keys: `admin.<area>.<thing>`.
 * The back office speaks the staff member's `langue`. The English twin is admin.en.ts (same keys,
 * a type error otherwise). Texts shared with the public pages (form kit, apply form) stay in web.*.
 */
export const adminFr = {
  // ── The frame: layout, navigation, shared widgets ──────────────────────────────────────────
  'admin.frame.checkingRights': 'Vérification de vos droits…',
  'admin.frame.loading': "Chargement de l'administration…",

  // ── Reference data, vacancies, sessions, team, mail, personal data ─────────────────────────
  'admin.reference.title': 'Données de référence',

  // ── Applications: list, sheet, board, documents, interviews, scorecards ────────────────────
  'admin.candidature.title': 'Candidatures',

  // ── Home and dashboard ───────────────────────────────────────────────────────────────────────
  'admin.home.title': 'Tableau de bord',
} as const;

// lint-boundaries: clean
// lint-i18n: clean
// Seed data is data, not messages: left out (scripts/lint-i18n.mjs).
export const ETATS = ['envoyée', 'consultée par le recruteur', 'entretien à planifier'];

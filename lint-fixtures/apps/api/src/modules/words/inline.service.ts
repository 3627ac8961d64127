// lint-boundaries: clean
// lint-i18n: expect "Cette personne n'existe pas.", "Entretien de recrutement pour le poste « … » (…).", "Compte d'équipe n° … — …", "Date de candidature", "à sa demande", "Ce document est introuvable. (inline-text needs a reason)", "inline-text marker that allows nothing"
// French sentences written in a server file instead of read from the catalogues (scripts/lint-i18n.mjs).
declare function notFound(message: string): Error;
declare const offre: string;
declare const org: string;
declare const id: number;
declare const email: string;

export const individuNotFound = () => notFound("Cette personne n'existe pas.");
export const description = (lang: string) =>
  lang === 'en'
    ? `Recruitment interview for the position “${offre}” (${org}).`
    : `Entretien de recrutement pour le poste « ${offre} » (${org}).`;
export const label = `Compte d'équipe n° ${id} — ${email}`;
export const COLUMNS = ['N°', 'Date de candidature', 'Civilité'];
export const by = { self: 'à sa demande' };
// inline-text
export const documentNotFound = () => notFound('Ce document est introuvable.');
// inline-text: a reason, but nothing French on this line or the next
export const EN = 'No such document.';

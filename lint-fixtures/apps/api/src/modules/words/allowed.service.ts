// lint-boundaries: clean
// lint-i18n: clean
// What the server may write inline: catalogue keys, English for developers, SQL, single words, and
// a sentence kept deliberately with its reason (scripts/lint-i18n.mjs).
declare function notFound(message: string): Error;
declare function sql(parts: TemplateStringsArray, ...values: unknown[]): unknown;
declare const apiFr: { individuNotFound: string };
declare const table: string;

export const individuNotFound = () => notFound(apiFr.individuNotFound);
export const key = 'interview.calendar.summary';
export const failed = `note vanished after insert in ${table}`;
export const query = sql`select c.id from candidature c where c.langue = 'fr' and c.etat = 'envoyée'`;
export const join = 'candidature as c';
export const word = 'Civilité';
export const quoted: 'consultée par le recruteur' | 'envoyée' = 'envoyée';
export const byLabel = { 'ref.Lettre de motivation': 'Cover letter' };
// inline-text: a log line for the operators, who read French (the server's own console)
export const lost = 'Base de données : connexion perdue ; elle sera rouverte à la prochaine requête.';

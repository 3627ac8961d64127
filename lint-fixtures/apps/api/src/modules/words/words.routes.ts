// lint-boundaries: clean
// lint-i18n: expect "Vous n'avez pas le droit de créer le compte de cette personne."
// A route file: its OpenAPI texts (summary, description, example, .describe(), the CRUD names) are the
// API's reference, not messages; a message it answers is one (scripts/lint-i18n.mjs).
declare function forbidden(message: string): Error;
declare function registerCrudRoutes(options: { names: { plural: string; one: string } }): void;
declare const z: { string(): { describe(text: string): unknown; meta(m: object): unknown } };

export const schema = {
  summary: 'Créer un compte candidat avec son individu',
  description: "Les quatre adresses font la même chose ; l'offre doit être ouverte.",
  body: z.string().meta({ description: 'Le candidat, en texte JSON', example: 'Lettre de motivation' }),
  params: z.string().describe('Nom stocké : <uuid>.<ext>'),
};
registerCrudRoutes({ names: { plural: 'Sessions de candidature', one: 'une session de candidature' } });
export function refuse() {
  throw forbidden("Vous n'avez pas le droit de créer le compte de cette personne.");
}

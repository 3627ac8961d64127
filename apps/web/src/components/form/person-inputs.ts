/** The input of each datum of a person: its type, and the `autocomplete` token the browser fills it from. */
export const PERSON_INPUTS = {
  nom: { autoComplete: 'family-name' },
  prenom: { autoComplete: 'given-name' },
  telephone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
} as const;

export type PersonDatum = keyof typeof PERSON_INPUTS;

import type { PosteDeTravail, posteVacantInputSchema, SessionCandidature, TypeContrat } from '@recrutement/contract';
import type { z } from 'zod';

/** The vacancy form's values and what the schema makes of them; the form and its selects share them. */
export type PosteVacantFormValues = z.input<typeof posteVacantInputSchema>;
export type PosteVacantFormOutput = z.output<typeof posteVacantInputSchema>;

/** The lists behind the form's three selects. */
export interface PosteVacantOptions {
  postes: PosteDeTravail[];
  sessions: SessionCandidature[];
  types: TypeContrat[];
}

import { espaceFr } from '@recrutement/contract';

/** The candidate space's French texts, downloaded by /mon-espace only. */
export const espace = espaceFr;

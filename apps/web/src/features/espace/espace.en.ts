import { espaceEn } from '@recrutement/contract';

/** The candidate space's English texts, downloaded by /en/mon-espace only. */
export const espace = espaceEn;

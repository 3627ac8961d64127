import { policyFr } from '@recrutement/contract';

/** The privacy notice's French texts, downloaded by /confidentialite only. */
export const policy = policyFr;

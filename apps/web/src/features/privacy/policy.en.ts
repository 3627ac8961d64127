import { policyEn } from '@recrutement/contract';

/** The privacy notice's English texts, downloaded by /en/confidentialite only. */
export const policy = policyEn;

import { adminFr } from '@recrutement/contract';

/** The back office's French catalogue, loaded by the admin chunk alone (ADR 0010). */
export const admin = adminFr;

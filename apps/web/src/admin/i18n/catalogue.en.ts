import { adminEn } from '@recrutement/contract';

/** The back office's English catalogue, loaded by the admin chunk alone (ADR 0010). */
export const admin = adminEn;

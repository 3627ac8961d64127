import { apiEn, apiFr, messageLocalizer, webEn } from '@recrutement/contract';

/** The English catalogue of the web client, loaded alone on English pages (ADR 0010). */
export const web = webEn;
/** The contract schemas' French messages, said in English (same lookup as the server's). */
export const localizeApi = messageLocalizer(apiFr, apiEn, 'en');

import { webFr } from '@recrutement/contract';

/** The French catalogue of the web client, loaded alone on French pages (ADR 0010). */
export const web = webFr;
/** The contract's messages are French already. */
export const localizeApi = (text: string) => text;

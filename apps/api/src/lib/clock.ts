import { todayIn } from '@recrutement/contract';

/** The current instant as stored and sent (ISO-8601, UTC offset). */
export const nowIso = (): string => new Date().toISOString();

/** Today's calendar date in the configured time zone. */
export const today = (timeZone: string): string => todayIn(timeZone);

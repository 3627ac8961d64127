import { todayIn } from '@recrutement/contract';

/** The current instant as stored and sent (ISO-8601, UTC offset). */
export const nowIso = (): string => new Date().toISOString();

/** Today's calendar date in the configured time zone. */
export const today = (timeZone: string): string => todayIn(timeZone);

/**
 * Time as the services see it: one object in the context, so that a test (or the retention job)
 * can move it without touching the system clock.
 */
export interface Clock {
  now(): Date;
  /** The current instant, ISO-8601 UTC. */
  nowIso(): string;
  /** Today's date (`yyyy-MM-dd`) in the configured time zone. */
  today(): string;
}

export function systemClock(timeZone: string): Clock {
  return {
    now: () => new Date(),
    nowIso: () => new Date().toISOString(),
    today: () => todayIn(timeZone),
  };
}

/** A clock fixed at `at` (tests). */
export function fixedClock(at: Date, timeZone = 'Europe/Paris'): Clock {
  return {
    now: () => new Date(at),
    nowIso: () => at.toISOString(),
    today: () => todayIn(timeZone, at),
  };
}

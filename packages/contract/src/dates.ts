/*
 * Helpers apart from the constants of paths.ts: a bundle places a whole module with its first user,
 * so the careers list, which needs only the page sizes, does not carry these (bench/bundle-size.ts).
 */

/** Vacancy names in admin URLs: spaces become dashes (`/admin/candidature/Dev-Java`). */
export const vacancyNameToSlug = (name: string) => name.trim().replace(/\s+/g, '-');
export const slugToVacancyName = (slug: string) => slug.replace(/-/g, ' ');

// Building a DateTimeFormat costs far more than formatting with it: one per time zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (`yyyy-MM-dd`) in a time zone; "today" of contract §1. */
export function todayIn(timeZone = 'Europe/Paris', now: Date = new Date()): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

/** A vacancy is open when its session is active and today lies within its dates (inclusive). */
export function isSessionOpen(
  session: { status: boolean; dateOuverture: string; dateCloture: string },
  today: string,
): boolean {
  return session.status && session.dateOuverture <= today && today <= session.dateCloture;
}

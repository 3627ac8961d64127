import { locale } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';

/** Date and time inputs of the browser's zone ⇄ instants (what the server takes and answers). */

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` and `HH:mm` of an instant, in the browser's zone. */
export function toInputs(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The instant of a date and a time of the browser's zone, or null when either is missing or wrong. */
export function toInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A length in minutes, said in the page's language (`45 minutes`, `1 h`, `1 h 30`). */
export function durationLabel(n: number): string {
  if (n < 60) return ta('admin.candidature.interviews.minutes', { count: n });
  if (n % 60 === 0) return ta('admin.candidature.interviews.hours', { hours: n / 60 });
  return ta('admin.candidature.interviews.hoursMinutes', { hours: Math.floor(n / 60), minutes: n % 60 });
}

/** The lengths offered for an interview or a slot; each label is said in the page's language when read. */
export const DUREES: readonly { readonly value: string; readonly label: string }[] = [
  15, 30, 45, 60, 90, 120, 180, 240,
].map((n) => ({
  value: String(n),
  get label() {
    return durationLabel(n);
  },
}));

/** An interview's start, in full, in the page's language. */
export const formatInterview = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

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

export const DUREES = [15, 30, 45, 60, 90, 120, 180, 240].map((n) => ({
  value: String(n),
  label: n < 60 ? `${n} minutes` : n % 60 === 0 ? `${n / 60} h` : `${Math.floor(n / 60)} h ${n % 60}`,
}));

const long = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });
export const formatInterview = (iso: string) => long.format(new Date(iso));

import { locale } from '../i18n/i18n';

/** Dates in the page's language (spec §9, contract §17). Calendar dates are `yyyy-MM-dd` and carry no time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale(), { day: '2-digit', month: 'long', year: 'numeric' });
}

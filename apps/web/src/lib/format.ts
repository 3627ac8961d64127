import { currentLang, locale } from '../i18n/i18n';

/** Dates in the page's language (spec §9, contract §17). Calendar dates are `yyyy-MM-dd` and carry no time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale(), { day: '2-digit', month: 'long', year: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatBytes(bytes: number): string {
  const [b, kb, mb] = currentLang() === 'en' ? ['B', 'KB', 'MB'] : ['o', 'Ko', 'Mo'];
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale(), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${bytes} ${b}`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} ${kb}`;
  return `${number(bytes / 1024 / 1024, 1)} ${mb}`;
}

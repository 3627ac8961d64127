import { currentLang, locale } from '../../i18n/i18n';

/** Formats only the back office shows (instants, file sizes), in the page's language (contract §17); dates are in src/lib/format.ts. */

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

import { locale } from '../../../i18n/i18n';

/** Instants shown in the reader's own time zone (the browser's), in the page's language. */
export const formatSlot = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** The browser's zone, to say in which time the slots are written (« Europe/Paris »). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const dureeLabel = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60}`
      : `${minutes} min`;

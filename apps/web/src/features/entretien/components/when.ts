/** Instants shown in the reader's own time zone (the browser's), in French. */
const long = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });

export const formatSlot = (iso: string) => long.format(new Date(iso));

/** The browser's zone, to say in which time the slots are written (« Europe/Paris »). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const dureeLabel = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60}`
      : `${minutes} min`;

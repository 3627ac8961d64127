/**
 * Calendar dates of the configured time zone as instants. Applications are stored with their UTC
 * instant; "received on 16 November" or "the week of 16 November" means Paris days (contract §1),
 * whose midnight is 23:00 or 22:00 UTC the day before depending on summer time.
 */

const MS_PER_DAY = 86_400_000;

/**
 * Formatters by zone and purpose, made once: building an `Intl.DateTimeFormat` costs about a
 * millisecond (more on a busy machine), formatting with one a few microseconds.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key} ${options.timeZone}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

/** The zone's offset from UTC at that instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatter('offset', 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO-8601 UTC) at which that calendar date begins in the zone. */
export function startOfDay(date: string, timeZone: string): string {
  const naive = Date.parse(`${date}T00:00:00Z`);
  // The offset at the naive guess, then at the corrected instant: right across a change of offset.
  let instant = naive - offsetAt(naive, timeZone);
  instant = naive - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** `date` moved by a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Monday of the (ISO) week holding that date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The local date and time of an instant in the zone, `yyyy-MM-dd HH:mm` (what a spreadsheet reads). */
export function localDateTime(iso: string, timeZone: string): string {
  const parts = formatter('local', 'en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const value = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')} ${value('hour')}:${value('minute')}`;
}

import { describe, expect, it } from 'vitest';
import { addDays, localDateTime, mondayOf, startOfDay } from './zoned-time.js';

describe('calendar dates of a time zone as instants', () => {
  it('starts a Paris day at 23:00 UTC in winter and 22:00 UTC in summer, right across the changes', () => {
    expect(startOfDay('2026-01-15', 'Europe/Paris')).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDay('2026-07-15', 'Europe/Paris')).toBe('2026-07-14T22:00:00.000Z');
    // Summer time starts on 29 March 2026 at 02:00 (after midnight): that day began in winter time.
    expect(startOfDay('2026-03-29', 'Europe/Paris')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Paris')).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25', 'Europe/Paris')).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Paris')).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDay('2026-10-26', 'UTC')).toBe('2026-10-26T00:00:00.000Z');
    expect(startOfDay('2026-10-26', 'America/New_York')).toBe('2026-10-26T04:00:00.000Z');
  });

  it('finds the Monday of a week and moves by days across months and years', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('shows an instant as the local date and time a spreadsheet reads', () => {
    expect(localDateTime('2026-11-23T23:30:00.000Z', 'Europe/Paris')).toBe('2026-11-24 00:30');
    expect(localDateTime('2026-07-01T08:05:00.000Z', 'Europe/Paris')).toBe('2026-07-01 10:05');
  });
});

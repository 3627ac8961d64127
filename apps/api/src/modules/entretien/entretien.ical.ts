import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';

/**
 * iCalendar text of interviews (RFC 5545), written by ical-generator: the invitation of a message
 * (RFC 5546 iTIP: METHOD REQUEST or CANCEL, one VEVENT, as RFC 6047 asks of a mail part) and a
 * staff member's subscribable feed (METHOD PUBLISH, one VEVENT per interview). Times are UTC.
 */

export interface Person {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: Person;
  attendees: Person[];
  cancelled: boolean;
}

const PRODID = { company: 'Recrutement', product: 'Entretiens', language: 'FR' };

function vevent(e: CalendarEvent, stamp: Date, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): ICalEventData {
  return {
    id: e.uid,
    sequence: e.sequence,
    stamp,
    start: e.start,
    end: e.end,
    summary: e.summary,
    location: e.location,
    description: e.description,
    organizer: { name: e.organizer.name, email: e.organizer.email },
    status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: e.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  };
}

/** The invitation (REQUEST) or its cancellation (CANCEL) carried by a message. */
export function invitation(e: CalendarEvent, stamp: Date): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = e.cancelled ? 'CANCEL' : 'REQUEST';
  const calendar = ical({
    prodId: PRODID,
    method: e.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent(vevent(e, stamp, method));
  return { method, content: calendar.toString() };
}

/** A staff member's feed: every interview as it stands (a cancelled one with STATUS:CANCELLED). */
export function feed(name: string, events: CalendarEvent[], stamp: Date): string {
  const calendar = ical({ prodId: PRODID, name, method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const e of events) calendar.createEvent(vevent(e, stamp, 'PUBLISH'));
  return calendar.toString();
}

/** `MAIL_FROM` as a person: `Recrutement <rh@exemple.fr>` or a bare address. */
export function parseMailbox(from: string): Person {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || (match[2] ?? '').trim(), email: (match[2] ?? '').trim() };
  return { name: from.trim(), email: from.trim() };
}

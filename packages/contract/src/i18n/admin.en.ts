import type { adminFr } from './admin.fr.js';
import type { CatalogueOf } from './core.js';

/** English texts of the back office: the same keys as admin.fr.ts. */
export const adminEn: CatalogueOf<typeof adminFr> = {
  // ── The frame: layout, navigation, shared widgets ──────────────────────────────────────────
  'admin.frame.checkingRights': 'Checking your access…',
  'admin.frame.loading': 'Loading the administration…',

  // ── Reference data, vacancies, sessions, team, mail, personal data ─────────────────────────
  'admin.reference.title': 'Reference data',

  // ── Applications: list, sheet, board, documents, interviews, scorecards ────────────────────
  'admin.candidature.title': 'Applications',

  // ── Interviews: the proposal dialog, the agenda « Mes entretiens », the calendar feed ──────
  'admin.entretien.page.title': 'My interviews',
  'admin.entretien.agenda.title': 'Agenda',
  'admin.entretien.agenda.period': 'Period',
  'admin.entretien.agenda.du': 'From',
  'admin.entretien.agenda.au': 'To',
  'admin.entretien.agenda.tous': 'All interviews (not only mine)',
  'admin.entretien.agenda.loading': 'Loading the agenda…',
  'admin.entretien.agenda.empty': 'No interview in this period.',
  'admin.entretien.agenda.minutes': '{minutes} min',
  'admin.entretien.statut.PROPOSE': 'Slot to be chosen',
  'admin.entretien.statut.CONFIRME': 'Confirmed',
  'admin.entretien.statut.ANNULE': 'Cancelled',
  'admin.entretien.role.ADMIN': 'Administrator',
  'admin.entretien.role.RECRUTEUR': 'Recruiter',
  'admin.entretien.role.MEMBRE': 'Team member',
  'admin.entretien.feed.title': 'My agenda in my calendar',
  'admin.entretien.feed.intro':
    'Subscribe your calendar (Thunderbird, Outlook, Google Calendar, Apple Calendar…) to this address: your confirmed interviews appear in it and stay up to date. Keep it to yourself.',
  'admin.entretien.feed.loading': 'Loading the address…',
  'admin.entretien.feed.label': 'Address of the agenda',
  'admin.entretien.feed.copy': 'Copy',
  'admin.entretien.feed.copied': 'Address copied.',
  'admin.entretien.feed.renew': 'Renew the address',
  'admin.entretien.feed.renewWarning':
    'The old address will stop working at once: then subscribe your calendar to the new one.',
  'admin.entretien.propose.title': 'Propose an interview',
  'admin.entretien.propose.slots': 'Slots offered',
  'admin.entretien.propose.slotsHint':
    'From 1 to {max} slots, in your time zone ({zone}). The candidate picks one from the link they receive by e-mail.',
  'admin.entretien.propose.slotDate': 'Date of slot {n}',
  'admin.entretien.propose.slotTime': 'Time of slot {n}',
  'admin.entretien.propose.slotDuree': 'Length of slot {n}',
  'admin.entretien.propose.removeSlot': 'Remove slot {n}',
  'admin.entretien.propose.remove': 'Remove',
  'admin.entretien.propose.addSlot': 'Add a slot',
  'admin.entretien.propose.dureeMinutes': '{minutes} minutes',
  'admin.entretien.propose.dureeHours': '{hours} h',
  'admin.entretien.propose.dureeHoursMinutes': '{hours} h {minutes}',
  'admin.entretien.propose.lieu': 'Place or video link',
  'admin.entretien.propose.participants': 'Participants',
  'admin.entretien.propose.participantsHint':
    "Chosen from the vacancy's hiring team, or among the administrators and recruiters. Each one gets the invitation once the slot is picked.",
  'admin.entretien.propose.team': "The vacancy's team",
  'admin.entretien.propose.managers': 'Administrators and recruiters',
  'admin.entretien.propose.noTeam': "This vacancy has no hiring team yet: choose it on the vacancy's form.",
  'admin.entretien.propose.loadingParticipants': 'Loading the possible participants…',
  'admin.entretien.propose.you': '{name} (you)',
  'admin.entretien.propose.submit': 'Send the proposal',
  'admin.entretien.propose.cancel': 'Cancel',
  'admin.entretien.propose.error.debutInvalid': 'Give a valid date and time.',
  'admin.entretien.propose.error.debutPast': 'The slot must be in the future.',
  'admin.entretien.propose.error.lieuRequired': 'Give the place or the video link of the interview.',
  'admin.entretien.propose.error.participantsRequired': 'Choose at least one participant.',
  'admin.entretien.propose.error.participantsTooMany': 'Choose {max} participants at most.',

  // ── Home and dashboard ───────────────────────────────────────────────────────────────────────
  'admin.home.title': 'Dashboard',
};

/**
 * French texts of the back office (contract §17, ADR 0010): its own catalogue, loaded by the admin
 * chunk only, so that the public pages' catalogue stays small. Keys: `admin.<area>.<thing>`.
 * The back office speaks the staff member's `langue`. The English twin is admin.en.ts (same keys,
 * a type error otherwise). Texts shared with the public pages (form kit, apply form) stay in web.*.
 */
export const adminFr = {
  // ── The frame: layout, navigation, shared widgets ──────────────────────────────────────────
  'admin.frame.checkingRights': 'Vérification de vos droits…',
  'admin.frame.loading': "Chargement de l'administration…",

  // ── Reference data, vacancies, sessions, team, mail, personal data ─────────────────────────
  'admin.reference.title': 'Données de référence',

  // ── Applications: list, sheet, board, documents, interviews, scorecards ────────────────────
  'admin.candidature.title': 'Candidatures',

  // ── Interviews: the proposal dialog, the agenda « Mes entretiens », the calendar feed ──────
  'admin.entretien.page.title': 'Mes entretiens',
  'admin.entretien.agenda.title': 'Agenda',
  'admin.entretien.agenda.period': 'Période',
  'admin.entretien.agenda.du': 'Du',
  'admin.entretien.agenda.au': 'Au',
  'admin.entretien.agenda.tous': 'Tous les entretiens (pas seulement les miens)',
  'admin.entretien.agenda.loading': "Chargement de l'agenda…",
  'admin.entretien.agenda.empty': 'Aucun entretien sur cette période.',
  'admin.entretien.agenda.minutes': '{minutes} min',
  'admin.entretien.statut.PROPOSE': 'Créneau à choisir',
  'admin.entretien.statut.CONFIRME': 'Confirmé',
  'admin.entretien.statut.ANNULE': 'Annulé',
  'admin.entretien.role.ADMIN': 'Administrateur',
  'admin.entretien.role.RECRUTEUR': 'Recruteur',
  'admin.entretien.role.MEMBRE': "Membre d'équipe",
  'admin.entretien.feed.title': 'Mon agenda dans mon calendrier',
  'admin.entretien.feed.intro':
    "Abonnez votre calendrier (Thunderbird, Outlook, Google Agenda, Apple Calendrier…) à cette adresse : vos entretiens confirmés y apparaissent et s'y mettent à jour. Gardez-la pour vous.",
  'admin.entretien.feed.loading': "Chargement de l'adresse…",
  'admin.entretien.feed.label': "Adresse de l'agenda",
  'admin.entretien.feed.copy': 'Copier',
  'admin.entretien.feed.copied': 'Adresse copiée.',
  'admin.entretien.feed.renew': "Renouveler l'adresse",
  'admin.entretien.feed.renewWarning':
    "L'ancienne adresse cessera aussitôt de fonctionner : abonnez ensuite votre calendrier à la nouvelle.",
  'admin.entretien.propose.title': 'Proposer un entretien',
  'admin.entretien.propose.slots': 'Créneaux proposés',
  'admin.entretien.propose.slotsHint':
    "De 1 à {max} créneaux, heures de votre fuseau ({zone}). Le candidat en choisit un depuis le lien qu'il reçoit par e-mail.",
  'admin.entretien.propose.slotDate': 'Date du créneau {n}',
  'admin.entretien.propose.slotTime': 'Heure du créneau {n}',
  'admin.entretien.propose.slotDuree': 'Durée du créneau {n}',
  'admin.entretien.propose.removeSlot': 'Retirer le créneau {n}',
  'admin.entretien.propose.remove': 'Retirer',
  'admin.entretien.propose.addSlot': 'Ajouter un créneau',
  'admin.entretien.propose.dureeMinutes': '{minutes} minutes',
  'admin.entretien.propose.dureeHours': '{hours} h',
  'admin.entretien.propose.dureeHoursMinutes': '{hours} h {minutes}',
  'admin.entretien.propose.lieu': 'Lieu ou lien de visioconférence',
  'admin.entretien.propose.participants': 'Participants',
  'admin.entretien.propose.participantsHint':
    "Choisis dans l'équipe de recrutement de l'offre, ou parmi les administrateurs et recruteurs. Chacun reçoit l'invitation une fois le créneau choisi.",
  'admin.entretien.propose.team': "Équipe de l'offre",
  'admin.entretien.propose.managers': 'Administrateurs et recruteurs',
  'admin.entretien.propose.noTeam':
    "Cette offre n'a pas encore d'équipe de recrutement : choisissez-la sur la fiche de l'offre.",
  'admin.entretien.propose.loadingParticipants': 'Chargement des participants possibles…',
  'admin.entretien.propose.you': '{name} (vous)',
  'admin.entretien.propose.submit': 'Envoyer la proposition',
  'admin.entretien.propose.cancel': 'Annuler',
  'admin.entretien.propose.error.debutInvalid': 'Indiquez une date et une heure valides.',
  'admin.entretien.propose.error.debutPast': 'Le créneau doit être dans le futur.',
  'admin.entretien.propose.error.lieuRequired': "Indiquez le lieu ou le lien de visioconférence de l'entretien.",
  'admin.entretien.propose.error.participantsRequired': 'Choisissez au moins un participant.',
  'admin.entretien.propose.error.participantsTooMany': 'Choisissez au plus {max} participants.',

  // ── Home and dashboard ───────────────────────────────────────────────────────────────────────
  'admin.home.title': 'Tableau de bord',
} as const;

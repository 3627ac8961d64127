import type { CatalogueOf } from './core.js';
import type { mailFr } from './mail.fr.js';

/** The texts of the mails (§9, §15, §18) in English: the same keys as mail.fr.ts. */
export const mailEn: CatalogueOf<typeof mailFr> = {
  'receipt.subject': 'Acknowledgement: your application "{offre}"',
  'receipt.received': 'We have received your application for the position {offre} on {date}.',
  'receipt.study': 'The recruitment team of {org} will study it carefully. You will receive a message at each step.',
  'receipt.action': 'Follow my applications',
  'receipt.account':
    'To follow your applications online, create your account with this e-mail address if you have not yet.',

  'status.subject': "Your application's status has changed: {etat}",
  'status.changed': 'Your application for the position {offre} has a new status: {etat}.',
  'status.action': 'See my applications',

  'verify.subject': 'Confirm your e-mail address',
  'verify.created': 'A candidate account was created with this e-mail address on the recruitment site of {org}.',
  'verify.confirm': 'To see your applications, confirm that this address is yours:',
  'verify.action': 'Confirm my e-mail address',
  'verify.validity': 'This link is valid for 48 hours and works once.',
  'verify.notYou':
    'If you did not ask for this, ignore this message: without this confirmation, the account gives access to none of your data.',

  'reset.subject': 'Reset your password',
  'reset.asked': 'Someone asked to reset the password of your account on the recruitment site of {org}.',
  'reset.choose': 'To choose a new password:',
  'reset.action': 'Choose a new password',
  'reset.validity':
    'This link is valid for 1 hour and works once. Once the password is changed, all your open sessions are closed.',
  'reset.notYou': 'If you asked for nothing, ignore this message: your password stays as it is.',

  'invitation.subject': 'Invitation to join the recruitment team',
  'invitation.invited': 'You are invited to join the recruitment team of {org} (role: {role}).',
  'invitation.accept': 'To accept, choose your password and give your name:',
  'invitation.action': 'Accept the invitation',
  'invitation.validity': 'This link is valid for 7 days and works once.',
  'invitation.notYou':
    'If you did not expect this invitation, ignore this message: no account will be opened without you.',
  'invitation.role.ADMIN': 'administrator',
  'invitation.role.RECRUTEUR': 'recruiter',
  'invitation.role.MEMBRE': 'member of a recruitment team',
  'invitation.role.other': 'member',

  'erasure.subject': 'Your data has been deleted',
  'erasure.done':
    'As you asked, your account and your personal data have been deleted from the recruitment site of {org}: {applications} and {files}.',
  'erasure.applications': { one: '{count} application', other: '{count} applications' },
  'erasure.files': { one: '{count} file', other: '{count} files' },
  'erasure.last': 'This is the last message you will receive from us.',

  'alerteConfirm.subject': 'Confirm your job alert',
  'alerteConfirm.asked': 'A job alert was asked for with this e-mail address on the recruitment site of {org}:',
  'alerteConfirm.confirm': 'To receive the new offers that match this search, confirm your alert:',
  'alerteConfirm.action': 'Confirm my alert',
  'alerteConfirm.validity': 'This link is valid for 7 days and works once.',
  'alerteConfirm.notYou':
    'If you did not ask for this, ignore this message: without confirmation, you will receive nothing else.',

  'alerteOffres.subject': { one: 'New offer: {nom}', other: '{count} new offers for your job alert' },
  'alerteOffres.intro': {
    one: 'A new offer matches your job alert {criteres}:',
    other: '{count} new offers match your job alert {criteres}:',
  },
  'alerteOffres.others': { one: '… and {count} other: {link}', other: '… and {count} others: {link}' },
  'alerteOffres.seeAll': 'see all the offers',
  'alerteOffres.why': 'You receive this message because you created this alert on the site of {org}. ',
  'alerteOffres.manage': 'Manage my alerts',
  'alerteOffres.unsubscribe': 'Unsubscribe from this alert',
  'interview.choose.subject': 'Choose your interview slot',
  'interview.choose.intro': 'We would like to meet you about your application for the position {offre}.',
  'interview.choose.slots': 'Here are the slots offered ({zone} time):',
  'interview.choose.slot': '– {quand} ({duree} minutes)',
  'interview.choose.action': 'Choose my slot',
  'interview.choose.validity':
    'This link works once: the slot you choose is confirmed at once. It stays valid until the start of the first slot offered.',
  'interview.confirmed.subject': 'Interview confirmed: {offre}',
  'interview.moved.subject': 'Interview moved: {offre}',
  'interview.cancelled.subject': 'Interview cancelled: {offre}',
  'interview.reminder.subject': 'Reminder: interview tomorrow: {offre}',
  'interview.confirmed.candidate': 'Your interview for the position {offre} is confirmed.',
  'interview.confirmed.participant': 'The interview with {candidat} for the position {offre} is confirmed.',
  'interview.confirmed.unnamed': 'The interview for the position {offre} is confirmed.',
  'interview.moved.candidate': 'Your interview for the position {offre} has been moved.',
  'interview.moved.participant': 'The interview with {candidat} for the position {offre} has been moved.',
  'interview.moved.unnamed': 'The interview for the position {offre} has been moved.',
  'interview.cancelled.candidate': 'Your interview for the position {offre} is cancelled.',
  'interview.cancelled.participant': 'The interview with {candidat} for the position {offre} is cancelled.',
  'interview.cancelled.unnamed': 'The interview for the position {offre} is cancelled.',
  'interview.reminder.candidate': 'Your interview for the position {offre} is coming soon.',
  'interview.reminder.participant': 'The interview with {candidat} for the position {offre} is coming soon.',
  'interview.reminder.unnamed': 'The interview for the position {offre} is coming soon.',
  'interview.when': 'Date: {quand} ({zone} time), {duree} minutes.',
  'interview.whenCancelled': 'It was to take place on {quand} ({zone} time), {duree} minutes.',
  'interview.place': 'Place: {lieu}',
  'interview.calendarAdded': 'The attached invitation adds it to your calendar (or updates it).',
  'interview.calendarRemoved': 'The attached cancellation removes the interview from your calendar.',
  'interview.withdrawn': 'The interview slots offered for your application for the position {offre} are cancelled.',
  'interview.withdrawnLater': 'We will come back to you if a new interview is planned.',
  'interview.calendar.summary': 'Interview – {offre}',
  'interview.calendar.description': 'Recruitment interview for the position “{offre}” ({org}).',
  'interview.calendar.feed': 'Interviews – {org}',
  'message.action': 'Read and reply in your candidate area',
};

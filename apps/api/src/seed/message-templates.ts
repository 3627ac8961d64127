import type { Db } from '../db/index.js';

/** The default message templates of §20, in both languages: seeded once, on an empty table. */
const DEFAULTS = [
  {
    nom: 'Invitation à un échange téléphonique',
    usage: 'LIBRE',
    sujet_fr: 'Votre candidature « {{ offre.nom }} » : échangeons',
    sujet_en: 'Your application “{{ offre.nom }}”: let us talk',
    corps_fr:
      '<p>Bonjour {{ candidat.prenom }} {{ candidat.nom }},</p><p>Votre candidature au poste {{ offre.nom }} a retenu notre attention. Nous aimerions en parler avec vous lors d’un court échange téléphonique. Pouvez-vous nous indiquer vos disponibilités en répondant à ce message ?</p><p>Bien cordialement,<br>{{ expediteur.prenom }} {{ expediteur.nom }}, {{ organisation.nom }}</p>',
    corps_en:
      '<p>Hello {{ candidat.prenom }} {{ candidat.nom }},</p><p>Your application for the position {{ offre.nom }} caught our attention. We would like to talk about it with you in a short phone call. Could you tell us when you are available by replying to this message?</p><p>Kind regards,<br>{{ expediteur.prenom }} {{ expediteur.nom }}, {{ organisation.nom }}</p>',
  },
  {
    nom: 'Refus après étude du dossier',
    usage: 'REFUS',
    sujet_fr: 'Votre candidature « {{ offre.nom }} »',
    sujet_en: 'Your application “{{ offre.nom }}”',
    corps_fr:
      '<p>Bonjour {{ candidat.prenom }} {{ candidat.nom }},</p><p>Nous vous remercions de l’intérêt que vous portez à {{ organisation.nom }}. Après une étude attentive de votre dossier, nous ne donnerons pas suite à votre candidature au poste {{ offre.nom }}.</p><p>Nous vous souhaitons pleine réussite dans vos recherches.</p><p>{{ expediteur.prenom }} {{ expediteur.nom }}</p>',
    corps_en:
      '<p>Hello {{ candidat.prenom }} {{ candidat.nom }},</p><p>Thank you for your interest in {{ organisation.nom }}. After a careful review of your application for the position {{ offre.nom }}, we will not take it further.</p><p>We wish you every success in your search.</p><p>{{ expediteur.prenom }} {{ expediteur.nom }}</p>',
  },
  {
    nom: 'Refus après entretien',
    usage: 'REFUS',
    sujet_fr: 'Suite à notre entretien : « {{ offre.nom }} »',
    sujet_en: 'Following our interview: “{{ offre.nom }}”',
    corps_fr:
      '<p>Bonjour {{ candidat.prenom }} {{ candidat.nom }},</p><p>Merci pour le temps que vous nous avez consacré lors de notre entretien pour le poste {{ offre.nom }}. Nous avons retenu une autre candidature, dont le parcours correspond plus étroitement à nos besoins actuels.</p><p>Nous garderons un excellent souvenir de notre échange.</p><p>{{ expediteur.prenom }} {{ expediteur.nom }}, {{ organisation.nom }}</p>',
    corps_en:
      '<p>Hello {{ candidat.prenom }} {{ candidat.nom }},</p><p>Thank you for the time you gave us during our interview for the position {{ offre.nom }}. We have chosen another candidate whose experience matches our current needs more closely.</p><p>We truly enjoyed our conversation.</p><p>{{ expediteur.prenom }} {{ expediteur.nom }}, {{ organisation.nom }}</p>',
  },
  {
    nom: 'Demande d’un document',
    usage: 'LIBRE',
    sujet_fr: 'Un document pour votre candidature « {{ offre.nom }} »',
    sujet_en: 'A document for your application “{{ offre.nom }}”',
    corps_fr:
      '<p>Bonjour {{ candidat.prenom }} {{ candidat.nom }},</p><p>Pour poursuivre l’étude de votre candidature au poste {{ offre.nom }}, pourriez-vous nous transmettre le document suivant : …</p><p>Vous pouvez répondre depuis votre espace candidat : {{ lien_espace }}</p><p>Merci,<br>{{ expediteur.prenom }} {{ expediteur.nom }}</p>',
    corps_en:
      '<p>Hello {{ candidat.prenom }} {{ candidat.nom }},</p><p>To continue reviewing your application for the position {{ offre.nom }}, could you send us the following document: …</p><p>You can reply from your candidate area: {{ lien_espace }}</p><p>Thank you,<br>{{ expediteur.prenom }} {{ expediteur.nom }}</p>',
  },
] as const;

/** Fills `modele_message` with the defaults when it is empty (a new database). */
export async function seedMessageTemplates(db: Db, now = new Date().toISOString()): Promise<void> {
  const any = await db.selectFrom('modele_message').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('modele_message')
    .values(DEFAULTS.map((d) => ({ ...d, etat_id: null, date_creation: now })))
    .execute();
}

/**
 * French messages shared by the server and the web client, so that both refuse the same input
 * with the same words.
 */
import { DOWNLOAD_FAILED, GENERIC_ERROR } from './page-messages.js';

export const PASSWORD_MIN_LENGTH = 8;

export const messages = {
  required: (label: string) => `${label} est obligatoire.`,
  nomRequired: 'Le nom est obligatoire.',
  prenomRequired: 'Le prénom est obligatoire.',
  emailRequired: "L'adresse e-mail est obligatoire.",
  emailInvalid: "L'adresse e-mail n'est pas valide.",
  telephoneRequired: 'Le numéro de téléphone est obligatoire.',
  telephoneInvalid: "Le numéro de téléphone n'est pas valide pour le pays choisi.",
  passwordRequired: 'Le mot de passe est obligatoire.',
  passwordMin: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordUpper: 'Le mot de passe doit contenir au moins une majuscule.',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre.',
  passwordMax: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  referenceRequired: 'La référence est obligatoire.',
  nomDocumentRequired: 'Le type de pièce jointe est obligatoire.',
  etatRequired: "L'état est obligatoire.",
  dateOuvertureRequired: "La date d'ouverture est obligatoire.",
  dateClotureRequired: 'La date de clôture est obligatoire.',
  dateInvalid: 'La date doit être au format AAAA-MM-JJ.',
  dateClotureBeforeOuverture: "La date de clôture doit être postérieure ou égale à la date d'ouverture.",
  statusRequired: 'Le statut est obligatoire.',
  posteRequired: 'Le poste de travail est obligatoire.',
  sessionRequired: 'La session de candidature est obligatoire.',
  typeContratRequired: 'Le type de contrat est obligatoire.',
  etatCandidatureRequired: "L'état de candidature est obligatoire.",
  paysRequired: 'Le pays est obligatoire.',
  civiliteRequired: 'La civilité est obligatoire.',
  postIdRequired: "L'offre d'emploi est obligatoire.",
  fileRequired: 'Le fichier est obligatoire.',
  fileEmpty: 'Le fichier est vide.',
  fileType: 'Type de fichier refusé : formats acceptés PDF, DOC, DOCX, ODT, RTF, PNG, JPEG.',
  fileTooLarge: (maxMb: number) => `Le fichier dépasse la taille maximale de ${maxMb} Mo.`,
  nomFileRequired: 'Le type de pièce jointe est obligatoire.',
  nomFileUnknown: "Ce type de pièce jointe n'existe pas.",
  paysUnknown: "Ce pays n'existe pas.",
  civiliteUnknown: "Cette civilité n'existe pas.",
  datasInvalid: 'Les informations du candidat sont illisibles (JSON invalide).',
  postIdInvalid: "L'offre d'emploi choisie n'est pas valide.",
  offerNotFound: "Cette offre d'emploi n'existe pas.",
  etatCandidatureUnknown: "Cet état de candidature n'existe pas.",
  fileNameInvalid: "Ce nom de fichier n'est pas valide.",
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  textInvalid: 'Ce champ contient un caractère non autorisé.',
  fileMacro: 'Les documents contenant des macros ne sont pas acceptés.',
  formInvalid: 'Le formulaire envoyé est illisible ou incomplet.',
  urlInvalid: "L'adresse demandée n'est pas valide.",
  urlTooLong: "L'adresse demandée est trop longue.",
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  pageInvalid: 'Le numéro de page doit être un entier supérieur ou égal à 1.',
  sizeInvalid: 'La taille de page doit être un entier entre 1 et 100.',
  idInvalid: "L'identifiant doit être un entier positif.",
  validation: 'Certains champs sont invalides.',
  loginFailed: 'Identifiants incorrects.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  accountExists: 'Un compte existe déjà pour cette personne.',
  emailNotVerified: 'Confirmez votre adresse e-mail pour voir vos candidatures.',
  passwordWrong: 'Mot de passe incorrect.',
  tokenInvalid: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
  unauthorized: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: "La ressource demandée n'existe pas.",
  offerClosed: "Cette offre n'est plus ouverte aux candidatures.",
  alreadyApplied: 'Vous avez déjà postulé à cette offre.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  downloadFailed: DOWNLOAD_FAILED,
  genericError: GENERIC_ERROR,
  noteRequired: 'Le texte de la note est obligatoire.',
  noteNotFound: "Cette note n'existe pas.",
  noteNotYours: 'Vous ne pouvez supprimer que vos propres notes.',
  bulkIdsRequired: 'Choisissez au moins une candidature.',
  bulkIdsTooMany: (max: number) => `Vous pouvez changer au plus ${max} candidatures à la fois.`,
  triInvalid: 'Le tri doit valoir date, -date, nom, -nom ou etat.',
  dateFilterInvalid: 'La date doit être au format AAAA-MM-JJ.',
} as const;

/** The password rules of spec §5, in the order they are checked and shown. */
export const passwordRules: ReadonlyArray<{ test: (value: string) => boolean; message: string }> = [
  { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: messages.passwordMin },
  { test: (v) => /\p{Lu}/u.test(v), message: messages.passwordUpper },
  { test: (v) => /\d/.test(v), message: messages.passwordDigit },
];

/** The messages of every rule the password fails, in order (empty when it is acceptable). */
export function passwordProblems(value: string): string[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}

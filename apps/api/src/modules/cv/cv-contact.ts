import { type CountryCode, findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js/max';

/**
 * What the apply form can be prefilled with (contract §19), read from a CV's text: the first
 * e-mail address, the first valid phone number (E.164, national numbers of the organisation's
 * country understood), and the name, from a "Nom : … / Prénom : …" pair or from the first short
 * line made of two to four capitalised words (the word in capitals is the last name). Each is
 * null when not found: a wrong guess costs the applicant more than an empty field.
 */
export interface CvContact {
  nom: string | null;
  prenom: string | null;
  email: string | null;
  telephone: string | null;
}

export const EMPTY_CONTACT: CvContact = { nom: null, prenom: null, email: null, telephone: null };

const EMAIL =
  /[A-Z0-9][A-Z0-9._%+-]{0,63}@[A-Z0-9](?:[A-Z0-9-]{0,62}[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]{0,62}[A-Z0-9])?)*\.[A-Z]{2,24}/i;
/** Lines looked at for the name: it heads a CV. */
const HEAD_LINES = 12;
const WORD = /^[\p{Lu}][\p{L}'’-]*$/u;
/** Words that head a CV without being a name. */
const NOT_NAMES = new Set(
  [
    'curriculum',
    'vitae',
    'cv',
    'resume',
    'profil',
    'contact',
    'coordonnees',
    'experience',
    'experiences',
    'formation',
    'competences',
    'langues',
    'objet',
    'madame',
    'monsieur',
    'developpeur',
    'developpeuse',
    'ingenieur',
    'ingenieure',
    'chef',
    'responsable',
    'technicien',
    'technicienne',
    'assistant',
    'assistante',
    'professionnelle',
    'professionnel',
  ].map((w) => w),
);

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "jean-PIERRE" → "Jean-Pierre". */
const capitalise = (word: string) =>
  word.toLowerCase().replace(/(^|[-'’\s])(\p{L})/gu, (_all, sep: string, letter: string) => sep + letter.toUpperCase());

const isUpperWord = (w: string) => w.length > 1 && w === w.toUpperCase() && w !== w.toLowerCase();

export function readContact(text: string, defaultCountry: string): CvContact {
  const head = text.slice(0, 20_000);
  return { ...nameOf(head), email: emailOf(head), telephone: phoneOf(head, defaultCountry) };
}

function emailOf(text: string): string | null {
  const found = EMAIL.exec(text)?.[0];
  return found && found.length <= 254 ? found.toLowerCase() : null;
}

function phoneOf(text: string, defaultCountry: string): string | null {
  const country = isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  try {
    for (const found of findPhoneNumbersInText(text, { defaultCountry: country })) {
      if (found.number.isValid()) return found.number.number;
    }
  } catch {
    // No number rather than an error.
  }
  return null;
}

function nameOf(text: string): Pick<CvContact, 'nom' | 'prenom'> {
  const labelled = labelledName(text);
  if (labelled) return labelled;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, HEAD_LINES);
  for (const line of lines) {
    const name = nameLine(line);
    if (name) return name;
  }
  return { nom: null, prenom: null };
}

/** "Nom : Dupont" and "Prénom : Jean", on their lines. */
function labelledName(text: string): Pick<CvContact, 'nom' | 'prenom'> | null {
  const nom = /^\s*nom(?: de famille)?\s*[:：]\s*(.{1,60})$/imu.exec(text)?.[1]?.trim();
  const prenom = /^\s*pr[ée]nom\s*[:：]\s*(.{1,60})$/imu.exec(text)?.[1]?.trim();
  if (!nom || !prenom) return null;
  return { nom: capitalise(nom), prenom: capitalise(prenom) };
}

/** A line of two to four name-like words, none a heading word. */
function nameLine(line: string): Pick<CvContact, 'nom' | 'prenom'> | null {
  if (line.length > 60 || /[@\d:|/]/.test(line)) return null;
  const words = line.split(/\s+/);
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => WORD.test(w) && !NOT_NAMES.has(fold(w)))) return null;
  const upper = words.filter(isUpperWord);
  if (upper.length > 0 && upper.length < words.length) {
    // "Jean DUPONT", "DUPONT Jean": the capitals are the last name.
    return {
      nom: capitalise(upper.join(' ')),
      prenom: capitalise(words.filter((w) => !isUpperWord(w)).join(' ')),
    };
  }
  const [first, ...rest] = words;
  return { prenom: capitalise(first as string), nom: capitalise(rest.join(' ')) };
}

import { toSearchKey } from '@recrutement/contract';

// The key forms live in the contract, so that its schemas can bound the keys the server stores.
export { toKey, toSearchKey } from '@recrutement/contract';

/**
 * What `individu.search_key` holds: "nom prénom", "prénom nom" and the e-mail, each folded by
 * `toSearchKey`, one per line. A folded fragment never contains a line break, so a search matches
 * within one of the three and never across them.
 */
export function individuSearchKey(individu: { nom: string; prenom: string; email: string }): string {
  const { nom, prenom, email } = individu;
  return [`${nom} ${prenom}`, `${prenom} ${nom}`, email].map(toSearchKey).join('\n');
}

/** A phone number as its `+` and digits (`+33 6 12 34 56 78` → `+33612345678`): duplicates (§19). */
export const telephoneKey = (telephone: string): string => telephone.replace(/[^\d+]/g, '').slice(0, 32);

/** "nom|prénom" folded by `toSearchKey`: two people of the same name ignoring case and accents (§19). */
export const nomPrenomKey = (individu: { nom: string; prenom: string }): string =>
  `${toSearchKey(individu.nom)}|${toSearchKey(individu.prenom)}`.slice(0, 500);

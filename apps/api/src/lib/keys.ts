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

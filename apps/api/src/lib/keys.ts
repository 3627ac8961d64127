/** The normalised form stored in `*_key` columns: case- and surrounding-space-insensitive. */
export function toKey(value: string): string {
  return value.normalize('NFC').trim().toLocaleLowerCase('fr-FR');
}

/**
 * The form a contains-search compares: ignoring case, accents and compatibility forms (`Élodie`,
 * `ELODIE`, `elodie` and `ｅｌｏｄｉｅ` agree; `œ` and `æ` are spelt out), every run of white space
 * one space, none around.
 */
export function toSearchKey(value: string): string {
  // Decomposed before lower-casing, so that compatibility letters (ℂ, full width) reach it as plain
  // letters, and after, because lower-casing can bring marks of its own (İ gives i and a dot).
  return value
    .normalize('NFKD')
    .toLocaleLowerCase('fr-FR')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What `individu.search_key` holds: "nom prénom", "prénom nom" and the e-mail, each folded by
 * `toSearchKey`, one per line. A folded fragment never contains a line break, so a search matches
 * within one of the three and never across them.
 */
export function individuSearchKey(individu: { nom: string; prenom: string; email: string }): string {
  const { nom, prenom, email } = individu;
  return [`${nom} ${prenom}`, `${prenom} ${nom}`, email].map(toSearchKey).join('\n');
}

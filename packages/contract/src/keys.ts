/**
 * Normalised forms of user text, shared so that the edge can check what the server will store:
 * a key can be longer than the text it comes from ("İ" lower-cases to "i" and a combining dot).
 */

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

/** Length as a SQL `varchar(n)` counts it: characters (code points), not UTF-16 units. */
export const sqlLength = (value: string): number => {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
};

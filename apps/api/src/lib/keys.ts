/** The normalised form stored in `*_key` columns: case- and surrounding-space-insensitive. */
export function toKey(value: string): string {
  return value.normalize('NFC').trim().toLocaleLowerCase('fr-FR');
}

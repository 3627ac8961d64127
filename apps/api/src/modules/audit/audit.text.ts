import { type Lang, serverEn, serverFr, translator } from '@recrutement/contract';

/**
 * The words of the audit trail (§10), from the server catalogue (`audit.*`, contract §17). A line is
 * written once, in French, the reference (`say`); it is read in the reader's language (`readIn`):
 * the entry that made the text is found and its English twin filled with the values read back as
 * they were written (an id stays `1234`). A text no entry makes (a line written before, a label cut
 * at its length limit) is read as it is.
 */
export const say = translator(serverFr, 'fr');
const sayInEnglish = translator(serverEn, 'en');

type AuditKey = Extract<keyof typeof serverFr, `audit.${string}`>;

/** The placeholders that hold a number: matched as digits only, so that a shorter entry never takes a longer text. */
const NUMERIC = new Set(['id', 'candidature', 'candidatures', 'fichiers']);
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: { key: AuditKey; regex: RegExp; names: string[] }[] | undefined;

/** Every `audit.*` entry as a pattern, the most fixed text first (`rôle {a} → {b}` before `rôle {role}`). */
function auditPatterns() {
  patterns ??= (Object.keys(serverFr) as (keyof typeof serverFr)[])
    .filter((key): key is AuditKey => key.startsWith('audit.'))
    .map((key) => {
      const names: string[] = [];
      const parts = serverFr[key].split(/(\{\w+\})/);
      const body = parts
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegex(part);
          names.push(name);
          return NUMERIC.has(name) ? '(\\d+)' : '(.*?)';
        })
        .join('');
      const fixed = parts.filter((part) => !/^\{\w+\}$/.test(part)).join('').length;
      return { key, regex: new RegExp(`^${body}$`, 's'), names, fixed };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return patterns;
}

/** An audit line's label or details, as written (French) or in English. */
export function readIn(lang: Lang, text: string | null): string | null {
  if (lang === 'fr' || text === null) return text;
  for (const { key, regex, names } of auditPatterns()) {
    const match = regex.exec(text);
    if (!match) continue;
    const vars = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return sayInEnglish(key, vars);
  }
  return text;
}

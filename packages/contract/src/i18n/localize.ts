import { type Entry, formatEntry, type Lang, type Vars } from './core.js';

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns a French message made from `source` (a French catalogue) into the same message from
 * `target` (its twin in `lang`): found by its text, placeholders read back from it. The server says
 * everything in French where it decides (services, schemas) and translates once, where the answer
 * leaves (the error handler); the web client does the same with the schemas' messages on English
 * pages. A text that no entry makes is returned unchanged.
 */
export function messageLocalizer(
  source: Readonly<Record<string, Entry>>,
  target: Readonly<Record<string, Entry>>,
  lang: Lang,
): (text: string) => string {
  let exact: Map<string, string> | undefined;
  let patterns: Pattern[] | undefined;
  const build = () => {
    exact = new Map();
    patterns = [];
    for (const [key, entry] of Object.entries(source)) {
      const forms = typeof entry === 'string' ? [entry] : [entry.zero, entry.one, entry.other];
      for (const form of forms) {
        if (form === undefined) continue;
        if (!form.includes('{')) {
          if (!exact.has(form)) exact.set(form, key);
          continue;
        }
        const names: string[] = [];
        const body = form
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return escapeRegex(part);
            names.push(name);
            return '(.+?)';
          })
          .join('');
        patterns.push({ key, regex: new RegExp(`^${body}$`, 's'), names });
      }
    }
  };
  return (text: string) => {
    if (!exact || !patterns) build();
    const key = exact?.get(text);
    if (key !== undefined) return formatEntry(target[key] as Entry, lang);
    for (const { key: k, regex, names } of patterns ?? []) {
      const match = regex.exec(text);
      if (!match) continue;
      const vars: Record<string, string | number> = {};
      names.forEach((name, i) => {
        const raw = match[i + 1] ?? '';
        const digits = raw.replace(/[\s\u202f\u00a0]/g, '');
        vars[name] = /^\d+$/.test(digits) ? Number(digits) : raw;
      });
      return formatEntry(target[k] as Entry, lang, vars as Vars);
    }
    return text;
  };
}

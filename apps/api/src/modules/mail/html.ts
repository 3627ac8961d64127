/**
 * The one way mail HTML is written: a tagged template whose every interpolated value is escaped,
 * unless it is itself a piece built by this tag. User data (names, vacancy titles, statuses) can
 * therefore never open a tag or an attribute, whatever it contains.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for element content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

type Value = Html | string | number | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Only http(s) links reach an href (a stored value can never become `javascript:`). */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

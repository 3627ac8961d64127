/**
 * Whether a GET that matches no API route gets the web client (contract §1: it "accepts HTML").
 * `*\/*` and `text/*` accept HTML (curl, a browser's plain navigation); a client that ranks JSON above
 * HTML (`application/json`, or `application/json, *\/*;q=0.1`) keeps the JSON 404, and so does one
 * that sends no Accept header at all: a program, not a person.
 */
export function acceptsHtml(header: string | undefined): boolean {
  if (!header) return false;
  const ranges = new Map<string, number>();
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    ranges.set(range.trim(), q === undefined ? 1 : Number(q));
  }
  // The most specific range that covers the type decides its quality (RFC 9110, section 12.5.1).
  const quality = (type: string) => ranges.get(type) ?? ranges.get(`${type.split('/')[0]}/*`) ?? ranges.get('*/*') ?? 0;
  const html = quality('text/html');
  return html > 0 && html >= quality('application/json');
}

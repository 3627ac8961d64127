#!/usr/bin/env node
/**
 * Every section the code and the docs cite exists in the repository's own API reference
 * (docs/api/README.md): `npm run lint` fails on a "§N" or "§N.M" cited in apps/, packages/, e2e/,
 * bench/ or scripts/ (.ts, .tsx, .mjs, .js) or in a .md file of the repository that no page under
 * docs/api/ has as a heading, and prints each missing one with where it is cited.
 *
 * What a citation names:
 * - `§14`, `contract §14` (or `§ 14`): the heading `## §14 …` of a page under docs/api/;
 * - `spec §2`: the heading `## Spec §2 …` (docs/api/spec.md, the original specification);
 * - a list carries on the word it starts with: `spec §2, §9` is two sections of the spec, `§3–§5` and
 *   `contract §4–5` are ranges; anything else between two citations starts afresh (the contract).
 * A standard's section is written out ("RFC 9110, section 12.5.1", "art. 5(2)"): an RFC's or an
 * article's number followed by `§` and a number fails, as it would read as ours. Lines that hold
 * `lint-docs:` (the fixtures' expectations) are not read.
 *
 * First the fixtures: each lint-fixtures/docs/<case>/ is a small tree (docs/api/ and files citing
 * sections), checked the same way; each file of a case says what it expects on a line of its own,
 * `lint-docs: expect "§7", "spec §3"` (exactly these missing, in any order) or `lint-docs: clean`
 * (none; a file without the line expects none too). A fixture that stops failing fails the lint.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures', 'docs');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report', 'data']);

/** Files under `dir` whose name matches `pattern`, skipping build output and `skip` (absolute paths). */
function walk(dir, pattern, skip = new Set()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || skip.has(path) ? [] : walk(path, pattern, skip);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const HEADING = /^#{1,6}\s+(?:(spec)\s+)?§\s?(\d+(?:\.\d+)*)(?=[\s:.,—–-]|$)/i;
// A document's name, or one citation (with the end of a range: `–5`, `–§5`, `-§5`).
const TOKEN = /\b(spec|contract)(?:['’]s)?\b|§\s?(\d+(?:\.\d+)*)(?:\s?[–-]\s?§?\s?(\d+)\b)?/gi;
const CONTINUES = /^\s*(?:,|\/|&|and|or|et|ou)\s*$/i;
// What comes before another text's section ("RFC 9110 ", "art. 5 "), which must not read as ours.
const STANDARD = /(?:\bRFC\s?\d+|\bart(?:icle|\.)\s?\d+),?\s*$/i;
/** What a standard's section written with `§` is reported as. */
export const STANDARD_LABEL = "a standard's section written with §";

const label = (doc, section) => (doc === 'spec' ? `spec §${section}` : `§${section}`);

/** The sections `text` cites, each with its line. */
export function citations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes('lint-docs:')) return;
    let named = null; // A document's name just read: { doc, end }.
    let previous = null; // The last citation on this line: { doc, end }.
    for (const match of line.matchAll(TOKEN)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[1]) {
        named = { doc: match[1].toLowerCase(), end };
        continue;
      }
      if (STANDARD.test(line.slice(0, start))) {
        found.push({ label: STANDARD_LABEL, line: index + 1 });
        previous = null;
        continue;
      }
      let doc = 'contract';
      if (named && line.slice(named.end, start).trim() === '') doc = named.doc;
      else if (previous && CONTINUES.test(line.slice(previous.end, start))) doc = previous.doc;
      named = null;
      previous = { doc, end };
      const first = match[2];
      const last = match[3];
      const sections = [first];
      if (
        last !== undefined &&
        !first.includes('.') &&
        Number(last) > Number(first) &&
        Number(last) - Number(first) < 30
      ) {
        for (let n = Number(first) + 1; n <= Number(last); n += 1) sections.push(String(n));
      }
      for (const section of sections) found.push({ label: label(doc, section), line: index + 1 });
    }
  });
  return found;
}

/** The sections the pages under `<root>/docs/api` have as headings. */
export function headings(root) {
  const known = new Set();
  for (const file of walk(join(root, 'docs', 'api'), /\.md$/)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = HEADING.exec(line);
      if (match) known.add(label(match[1] ? 'spec' : 'contract', match[2]));
    }
  }
  return known;
}

/** Every citation in `files` that `known` lacks: Map(label → ["path:line", …]). */
function missing(root, files, known) {
  const result = new Map();
  for (const file of files) {
    for (const { label: cited, line } of citations(readFileSync(file, 'utf8'))) {
      if (known.has(cited)) continue;
      result.set(cited, [...(result.get(cited) ?? []), `${relative(root, file)}:${line}`]);
    }
  }
  return result;
}

/** The repository's files that may cite: the sources of SOURCE_DIRS and every .md outside the fixtures. */
function citingFiles(root, skip) {
  const sources = SOURCE_DIRS.flatMap((dir) => walk(join(root, dir), SOURCE_FILE, skip));
  const docs = walk(root, /\.md$/, skip);
  return [...new Set([...sources, ...docs])];
}

const failures = [];

// 1. The fixtures: each case's findings, file by file, are exactly what its files expect.
const EXPECT = /lint-docs: (?:expect ((?:"[^"]+"(?:,\s*)?)+)|(clean))/;
const cases = existsSync(FIXTURES)
  ? readdirSync(FIXTURES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
if (cases.length === 0) failures.push('lint-fixtures/docs/: no fixture case');
for (const entry of cases) {
  const root = join(FIXTURES, entry.name);
  const files = [...walk(root, SOURCE_FILE), ...walk(root, /\.md$/)];
  const found = missing(root, files, headings(root));
  let expectations = 0;
  for (const file of files) {
    const path = relative(root, file);
    const marker = EXPECT.exec(readFileSync(file, 'utf8'));
    if (marker) expectations += 1;
    const expected = marker?.[1] ? [...marker[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort() : [];
    const reported = [...found].filter(([, where]) => where.some((w) => w.startsWith(`${path}:`))).map(([l]) => l);
    const got = [...new Set(reported)].sort();
    if (got.join('|') !== expected.join('|')) {
      failures.push(
        `lint-fixtures/docs/${entry.name}/${path}: expected ${expected.length ? expected.join(', ') : 'no missing section'}, got ${got.length ? got.join(', ') : 'none'}`,
      );
    }
  }
  if (expectations === 0) failures.push(`lint-fixtures/docs/${entry.name}: no "lint-docs:" line in any file`);
}

// 2. The repository: every cited section is a heading of docs/api/.
const known = headings(ROOT);
if (known.size === 0) failures.push('docs/api/: no "## §N …" heading found');
const absent = missing(ROOT, citingFiles(ROOT, new Set([join(ROOT, 'lint-fixtures', 'docs')])), known);
for (const [cited, where] of [...absent].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
  const shown = where.slice(0, 8).join(', ') + (where.length > 8 ? ` and ${where.length - 8} more` : '');
  failures.push(
    cited === STANDARD_LABEL
      ? `${cited} (write "RFC 9110, section 12.5.1"): ${shown}`
      : `${cited} is cited but is no heading under docs/api/: ${shown}`,
  );
}

if (failures.length > 0) {
  console.error(
    `lint:docs: ${failures.length} problem(s). A cited section needs its heading in docs/api/ ("## §N …", "## Spec §N …"); a standard's section is written "RFC 9110, section 12.5.1".\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(`lint:docs: every cited section is in docs/api/ (${known.size} sections, ${cases.length} fixture cases)`);

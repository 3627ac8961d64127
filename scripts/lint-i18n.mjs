#!/usr/bin/env node
/**
 * Every text a person reads goes through the catalogues (contract §17, ADR 0010): this reports the
 * literal interface strings left in the web client's components, read with the TypeScript compiler's
 * parser (no type check, so it takes a second). In apps/web/src/**\/*.tsx — tests, `testing/` and
 * `dev/` left out — it reports:
 *   - JSX text holding a letter (`<p>Bonjour</p>`);
 *   - a string literal drawn as a JSX child (`{'Bonjour'}`, `{ok ? 'Oui' : 'Non'}`);
 *   - a string literal given to a prop people read: aria-label, aria-description, aria-placeholder,
 *     aria-roledescription, aria-valuetext, title, placeholder, alt, label, and any prop ending in
 *     Label, Text or Title (`emptyText`, `dialogTitle`…);
 *   - a string literal given to a property of those names in an object (`{ label: 'Toutes' }`, the
 *     tabs, menus and columns drawn from a list);
 *   - a string literal given as the default of such a prop (`{ title = 'Confirm !' }`);
 *   - a string literal given to `useDocumentTitle(…)`.
 * A string without a letter (`·`, `—`, `*`, `404`) is not a word and passes; so does one word made
 * of dotted parts (a catalogue key `nav.home`, a domain `cnil.fr`) or an e-mail address, and the few
 * words of ALLOWED below. A deliberate case is kept with a comment naming why, on its line or the line above:
 *   {/* i18n-ignore: the language's own name, shown in that language *\/}
 *   // i18n-ignore: <reason>
 * (a bare `i18n-ignore` without a reason is itself reported).
 *
 * TO_CONVERT lists the paths still being converted: their findings are counted and printed, not
 * failed. The lead empties it as those branches merge; an empty list means the whole client is held.
 *
 * The server's words have their own rule, scripts/lint-server-texts.mjs; its fixtures, under
 * lint-fixtures/apps/api/src, say what they expect with the second lines below (`pending` aside).
 *
 * The rule proves itself on lint-fixtures/ first: a fixture whose second line says
 *   // lint-i18n: expect "<text>", "<text>"…   exactly these findings, in this order
 *   // lint-i18n: clean                        none
 *   // lint-i18n: pending <n>                  n findings, counted as still to convert (the fixtures'
 *                                              own list: FIXTURE_TO_CONVERT)
 * must get exactly that, so a rule that stops firing fails the lint. (The first line of every
 * fixture belongs to lint-boundaries.)
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { filesUnder } from './source-files.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');
const WEB_SRC = join('apps', 'web', 'src');

/** Paths (from the repository's root) still being converted: counted, not failed. Emptied at merge. */
const TO_CONVERT = [];

/**
 * Words that read the same in every language and need no key (a brand, a product's name). Empty so
 * far: the brand is a key (`nav.brand`); symbols, numbers, keys, domains and addresses pass anyway.
 */
const ALLOWED = new Set([]);

const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const VISIBLE_PROP_SUFFIX = /(Label|Text|Title)$/;
const VISIBLE_CALLS = new Set(['useDocumentTitle']);
const LETTER = /\p{L}/u;
const IGNORE = /i18n-ignore(?::\s*(\S.*?))?\s*(?:\*\/|$)/;

/** Where a file is no interface code: tests, test helpers, the dev-only pages. */
function excluded(path) {
  const parts = path.split('/');
  return /\.test\.tsx$/.test(path) || parts.includes('testing') || parts.includes('dev') || parts.includes('test');
}

const tsxFiles = (dir) => filesUnder(dir, (name) => name.endsWith('.tsx'));

/** The string literals an expression may evaluate to, looked for through ?:, ??, ||, && and +. */
function literals(node) {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literals(node.right);
    if (
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...literals(node.left), ...literals(node.right)];
  }
  return [];
}

/** The words a person would read in a literal: its text, or a template's fixed parts. */
function textOf(node) {
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ').trim();
  return node.text.trim();
}

/** A key (`nav.home`), a domain (`cnil.fr`), a file name or an e-mail address: no sentence. */
const NOT_A_SENTENCE = /^(?:[\w-]+(?:\.[\w-]+)+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$/;
const isWords = (text) => LETTER.test(text) && !ALLOWED.has(text) && !NOT_A_SENTENCE.test(text);
const isVisibleName = (name) => VISIBLE_PROPS.has(name) || VISIBLE_PROP_SUFFIX.test(name);

/** The literal interface strings of one file: `{ line, column, text }`, in source order. */
function findings(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const found = [];
  const report = (node, text) => {
    const start = node.getStart(file);
    const { line, character } = file.getLineAndCharacterOfPosition(start);
    const marker = [lines[line], lines[line - 1] ?? ''].map((l) => IGNORE.exec(l)).find(Boolean);
    if (marker?.[1]) return;
    const shown = text.replace(/\s+/g, ' ');
    found.push({
      line: line + 1,
      column: character + 1,
      text: marker ? `${shown} (i18n-ignore needs a reason)` : shown,
    });
  };
  const reportLiterals = (expression) => {
    for (const literal of literals(expression)) {
      const text = textOf(literal);
      if (isWords(text)) report(literal, text);
    }
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (isWords(text)) report(node, text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportLiterals(node.expression);
    } else if (ts.isJsxAttribute(node)) {
      if (isVisibleName(node.name.getText(file))) {
        const value = node.initializer;
        if (value && ts.isStringLiteral(value)) {
          if (isWords(value.text.trim())) report(value, value.text.trim());
        } else if (value && ts.isJsxExpression(value)) reportLiterals(value.expression);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      isVisibleName(node.name.text)
    ) {
      reportLiterals(node.initializer);
    } else if (
      ts.isBindingElement(node) &&
      node.initializer &&
      isVisibleName((node.propertyName ?? node.name).getText(file))
    ) {
      reportLiterals(node.initializer);
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      VISIBLE_CALLS.has(node.expression.text)
    ) {
      reportLiterals(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The findings of every interface file under `base`/apps/web/src, keyed by path from `base`. */
function scan(base) {
  const result = new Map();
  for (const file of tsxFiles(join(base, WEB_SRC))) {
    const path = relative(base, file).split(sep).join('/');
    if (excluded(path)) continue;
    result.set(path, findings(readFileSync(file, 'utf8'), file));
  }
  return result;
}

/** The fixtures' own list, so that they hold whatever TO_CONVERT holds (an empty one included). */
const FIXTURE_TO_CONVERT = ['apps/web/src/admin/features/i18n/'];
const pending = (path) => FIXTURE_TO_CONVERT.some((prefix) => path.startsWith(prefix));

// 1. The rule on its fixtures.
const HEADER = /^\/\/ lint-i18n: (?:expect (.+)|(clean)|pending (\d+))\s*$/;
const failures = [];
let fixtureCount = 0;
for (const file of tsxFiles(join(FIXTURES, WEB_SRC))) {
  const path = relative(FIXTURES, file).split(sep).join('/');
  const source = readFileSync(file, 'utf8');
  const header = HEADER.exec(source.split('\n', 2)[1] ?? '');
  if (!header) continue;
  fixtureCount += 1;
  const got = excluded(path) ? [] : findings(source, file).map((f) => f.text);
  const shown = got.length ? got.map((text) => JSON.stringify(text)).join(', ') : 'nothing';
  if (header[1]) {
    const expected = JSON.parse(`[${header[1]}]`);
    if (pending(path) || JSON.stringify(expected) !== JSON.stringify(got))
      failures.push(`${path}: expected ${header[1]}, got ${shown}`);
  } else if (header[2] && got.length > 0) failures.push(`${path}: expected clean, got ${shown}`);
  else if (header[3] && !(pending(path) && got.length === Number(header[3])))
    failures.push(`${path}: expected ${header[3]} still to convert, got ${got.length} (${shown})`);
}
if (fixtureCount === 0) failures.push('no "// lint-i18n: …" fixture found in lint-fixtures/apps/web/src');
if (failures.length > 0) {
  console.error(`lint:i18n: ${failures.length} fixture(s) not as expected\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

// 2. The rule on the web client.
const literalsFound = [];
const pendingByPrefix = new Map(TO_CONVERT.map((prefix) => [prefix, { files: 0, strings: 0 }]));
let scanned = 0;
for (const [path, found] of scan(ROOT)) {
  scanned += 1;
  const prefix = TO_CONVERT.find((p) => path.startsWith(p));
  if (prefix) {
    const count = pendingByPrefix.get(prefix);
    if (found.length > 0) count.files += 1;
    count.strings += found.length;
    continue;
  }
  for (const f of found) literalsFound.push(`${path}:${f.line}:${f.column}  ${JSON.stringify(f.text)}`);
}
const pendingNote = [...pendingByPrefix]
  .map(([prefix, { files, strings }]) => `${prefix}: ${strings} literal string(s) in ${files} file(s)`)
  .join('; ');
if (TO_CONVERT.length > 0)
  console.info(`lint:i18n: still to convert (TO_CONVERT in scripts/lint-i18n.mjs) — ${pendingNote}`);

if (literalsFound.length > 0) {
  console.error(
    `lint:i18n: ${literalsFound.length} literal interface string(s); put them in packages/contract/src/i18n ` +
      `(web.{fr,en}.ts with t(), admin.{fr,en}.ts with ta()) or mark a deliberate one "i18n-ignore: <reason>"\n  ` +
      literalsFound.join('\n  '),
  );
  process.exit(1);
}
console.info(
  `lint:i18n: ${fixtureCount} fixtures as expected; ${scanned} component files of apps/web/src hold no literal interface string` +
    (TO_CONVERT.length > 0 ? ' outside the paths still to convert' : '') +
    '.',
);

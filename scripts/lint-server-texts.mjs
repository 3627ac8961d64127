#!/usr/bin/env node
/**
 * The server's words go through the catalogues, as the web client's do (scripts/lint-i18n.mjs;
 * ADR 0010: messages decided in French from `api.fr.ts`, translated where they leave; mails from
 * `mail.*`, pages from `heads.*`): in apps/api/src/**\/*.ts — tests left out — a string literal or
 * template that reads as a French sentence is reported (two words or more, with an accented letter,
 * « », an elision such as `n'existe`, or a French small word: le, la, des, une, est, pas, pour,
 * vous…). Left out, each for its reason:
 *   - data, not messages: seed/ (reference and demo data) and db/migrations/ (frozen, seeded labels);
 *   - the operator's console: the CLIs and the start banner (SERVER_CONSOLE below) and config/,
 *     whose errors they print, speak to the person running the server at a terminal, which has
 *     no reader's language;
 *   - the OpenAPI document (`/docs`, the API's reference for developers, in French): in a route
 *     file (`*.routes.ts`, lib/crud-routes.ts, plugins/openapi.ts), the value of a property or a
 *     const named `summary`, `description`, `example` or `examples`, an argument of `.describe(…)`,
 *     and the `names` given to `registerCrudRoutes` (which only make its summaries);
 *   - SQL (a tagged template: sql`…`), module specifiers, property keys and literal types.
 * A deliberate sentence is kept with a comment naming why, on its line or the line above, and at
 * most MAX_INLINE_TEXT of them in the whole server:
 *   // inline-text: <reason>
 * (a bare `inline-text` without a reason, one that allows nothing, or one too many is reported).
 *
 * The rule proves itself on lint-fixtures/ first: the `.ts` files under lint-fixtures/apps/api/src
 * whose second line says (the header of the web client's fixtures, `pending` left to them)
 *   // lint-i18n: expect "<text>", "<text>"…   exactly these findings, in this order
 *   // lint-i18n: clean                        none
 * must get exactly that, each checked as a whole server of its own (its markers counted alone). (The
 * first line of every fixture belongs to lint-boundaries.)
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { filesUnder } from './source-files.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');

const SERVER_SRC = join('apps', 'api', 'src');
/** The most `inline-text:` allowances the server may hold (each with its reason). */
const MAX_INLINE_TEXT = 5;
/** Data, not messages (paths from the repository's root). */
const SERVER_DATA = ['apps/api/src/seed/', 'apps/api/src/db/migrations/'];
/** The operator's console: what speaks to the person running the server, at a terminal. */
const SERVER_CONSOLE = [
  'apps/api/src/server.ts',
  'apps/api/src/cli.ts',
  'apps/api/src/purge.ts',
  'apps/api/src/alertes.ts',
  'apps/api/src/config/',
  'apps/api/src/storage/migrate-cli.ts',
  'apps/api/src/storage/migrate.ts',
];
const OPENAPI_FILES = /(?:\.routes\.ts|\/lib\/crud-routes\.ts|\/plugins\/openapi\.ts)$/;
const OPENAPI_PROPS = new Set(['summary', 'description', 'example', 'examples']);
const FRENCH_LETTER = /[àâäçéèêëîïôöùûüÿœæ«»]/iu;
const ELISION = /(?:^|[^\p{L}])(?:[cdjlmnst]|qu)['’]\p{L}/iu;
const FRENCH_WORDS = new Set(
  (
    'le la les un une des du de et est sont pas ne pour par avec sans dans sur vous votre vos nous notre ' +
    'nos ce cet cette ces qui que au aux ou où aucun aucune sa ses leur leurs il elle se mon ma mes'
  ).split(' '),
);
const INLINE = /(?:\/\/|\/\*)\s*inline-text(?::\s*(\S.*?))?\s*(?:\*\/|$)/;

const serverExcluded = (path) =>
  /\.test\.ts$/.test(path) ||
  path.split('/').includes('test') ||
  [...SERVER_DATA, ...SERVER_CONSOLE].some((prefix) => path === prefix || path.startsWith(prefix));

const tsFiles = (dir) => filesUnder(dir, (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'));

/**
 * Whether a text reads as a French sentence: two words or more (a token holding `_`, a digit or an
 * inner dot is code: `confirme_le`, `poste_vacant.nom`), and something only French has.
 */
function isFrenchSentence(text) {
  const words = (text.match(/[\p{L}\d_.'’-]+/gu) ?? [])
    .map((token) => token.replace(/\.+$/, ''))
    .filter((token) => /^\p{L}[\p{L}'’-]*$/u.test(token));
  if (words.length < 2) return false;
  return (
    /[«»]/.test(text) ||
    words.some((word) => FRENCH_LETTER.test(word) || ELISION.test(word) || FRENCH_WORDS.has(word.toLowerCase()))
  );
}

const propertyName = (node) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : null;

/** Whether a literal of a route file belongs to the OpenAPI document (see the header). */
function inOpenApi(node) {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && OPENAPI_PROPS.has(at.name.text)) return true;
    if (ts.isPropertyAssignment(at) || ts.isShorthandPropertyAssignment(at)) {
      const name = propertyName(at);
      if (OPENAPI_PROPS.has(name)) return true;
      if (name === 'names') {
        const call = at.parent?.parent;
        if (call && ts.isCallExpression(call) && call.expression.getText() === 'registerCrudRoutes') return true;
      }
    }
    if (
      ts.isCallExpression(at) &&
      ts.isPropertyAccessExpression(at.expression) &&
      at.expression.name.text === 'describe' &&
      at.arguments.some((argument) => argument.pos <= node.pos && node.end <= argument.end)
    )
      return true;
  }
  return false;
}

/** Literals that are no text: module specifiers, property keys, literal types, SQL. */
function notText(node) {
  const parent = node.parent;
  if (!parent) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  return ts.isTaggedTemplateExpression(parent);
}

/**
 * The inline French sentences of one server file, and its `inline-text:` markers: `{ found, markers }`,
 * where `found` is `{ line, column, text }` in source order (a bare or useless marker is a finding too).
 */
function serverFindings(source, fileName, path) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines = source.split('\n');
  const openApiFile = OPENAPI_FILES.test(`/${path}`);
  const found = [];
  const used = new Set();
  const visit = (node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    if (literal && !notText(node) && !(openApiFile && inOpenApi(node))) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…')
        : node.text;
      if (isFrenchSentence(text)) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
        const markedOn = [line, line - 1].find((at) => at >= 0 && INLINE.test(lines[at] ?? ''));
        const marker = markedOn === undefined ? null : INLINE.exec(lines[markedOn]);
        const shown = text.replace(/\s+/g, ' ').trim();
        if (marker) used.add(markedOn);
        if (!marker?.[1])
          found.push({
            line: line + 1,
            column: character + 1,
            text: marker ? `${shown} (inline-text needs a reason)` : shown,
          });
      }
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const markers = [];
  lines.forEach((text, at) => {
    if (!INLINE.test(text)) return;
    markers.push(at + 1);
    if (!used.has(at)) found.push({ line: at + 1, column: 1, text: 'inline-text marker that allows nothing' });
  });
  found.sort((a, b) => a.line - b.line || a.column - b.column);
  return { found, markers };
}

/** The findings of a whole server (`base`/apps/api/src): by path, and the cap on markers. */
function scanServer(base) {
  const result = new Map();
  let markers = 0;
  for (const file of tsFiles(join(base, SERVER_SRC))) {
    const path = relative(base, file).split(sep).join('/');
    if (serverExcluded(path)) continue;
    const { found, markers: marked } = serverFindings(readFileSync(file, 'utf8'), file, path);
    markers += marked.length;
    result.set(path, found);
  }
  return { result, markers };
}

const tooManyMarkers = (count) => `${count} inline-text markers, at most ${MAX_INLINE_TEXT}`;

// 1. The rule on its fixtures.
const HEADER = /^\/\/ lint-i18n: (?:expect (.+)|(clean)|pending (\d+))\s*$/;
const failures = [];
let serverFixtureCount = 0;
for (const file of tsFiles(join(FIXTURES, SERVER_SRC))) {
  const path = relative(FIXTURES, file).split(sep).join('/');
  const source = readFileSync(file, 'utf8');
  const header = HEADER.exec(source.split('\n', 2)[1] ?? '');
  if (!header) continue;
  serverFixtureCount += 1;
  let got = [];
  if (!serverExcluded(path)) {
    const { found, markers } = serverFindings(source, file, path);
    got = found.map((f) => f.text);
    if (markers.length > MAX_INLINE_TEXT) got.push(tooManyMarkers(markers.length));
  }
  const shown = got.length ? got.map((text) => JSON.stringify(text)).join(', ') : 'nothing';
  if (header[1] && JSON.stringify(JSON.parse(`[${header[1]}]`)) !== JSON.stringify(got))
    failures.push(`${path}: expected ${header[1]}, got ${shown}`);
  else if (header[2] && got.length > 0) failures.push(`${path}: expected clean, got ${shown}`);
  else if (header[3]) failures.push(`${path}: "pending" is for the web client's fixtures only`);
}
if (serverFixtureCount === 0) failures.push('no "// lint-i18n: …" fixture found in lint-fixtures/apps/api/src');
if (failures.length > 0) {
  console.error(`lint:server-texts: ${failures.length} fixture(s) not as expected\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

// 2. The rule on the server.
const server = scanServer(ROOT);
const sentencesFound = [];
for (const [path, found] of server.result)
  for (const f of found) sentencesFound.push(`${path}:${f.line}:${f.column}  ${JSON.stringify(f.text)}`);
if (server.markers > MAX_INLINE_TEXT) sentencesFound.push(`apps/api/src: ${tooManyMarkers(server.markers)}`);

if (sentencesFound.length > 0) {
  console.error(
    `lint:server-texts: ${sentencesFound.length} inline French sentence(s) in the server; read them from packages/contract/src/i18n ` +
      `(api.{fr,en}.ts through messages/apiFr, mail.{fr,en}.ts with mailText, heads.{fr,en}.ts, server.{fr,en}.ts) ` +
      `or keep a deliberate one with "inline-text: <reason>" (at most ${MAX_INLINE_TEXT})\n  ` +
      sentencesFound.join('\n  '),
  );
  process.exit(1);
}
console.info(
  `lint:server-texts: ${serverFixtureCount} fixtures as expected; ${server.result.size} server files hold no inline French sentence (${server.markers} of ${MAX_INLINE_TEXT} inline-text allowances used).`,
);

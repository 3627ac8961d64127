#!/usr/bin/env node
/**
 * The public entries of the server's modules (docs/ARCHITECTURE.md "Layers of the server", ADR 0005):
 * a `<module>.service.ts` is the one file other modules and routes import, so what it exports is
 * the module's surface. Read with the TypeScript compiler's parser (no type check), every non-test
 * `*.service.ts` of apps/api/src is held to two rules:
 *   - **no renamed export**: `export { findX as getY } from './x.repository.js'`, `export { a as b }`
 *     and the alias `export const getY = findX;` (or `= repo.findX;`) give one function two names.
 *     The service either exports a real function holding the rule, or re-exports under the
 *     repository's own name, and every caller uses that one name;
 *   - **the context first**: an exported function (a declaration, or a const arrow or function
 *     expression) whose first parameter is the database (`db`/`trx`, typed `Db`, `Kysely<…>`,
 *     `Transaction<…>` or `AppContext['db']`) fails. It takes the context (`ctx: AppContext`, or `Pick<AppContext, …>`
 *     for a read that may also run inside a caller's transaction) or, when it must run inside the
 *     caller's transaction, that transaction as the project passes it: `tx: Tx` (it publishes) or
 *     `tx: TxScope` (lib/transaction.ts, lib/events.ts). Repositories keep taking `db`/`trx`.
 *
 * The rules prove themselves on lint-fixtures/ first: a `*.service.ts` fixture under
 * lint-fixtures/apps/api/src whose second line says
 *   // lint-services: expect "<finding>", "<finding>"…   exactly these findings, in this order
 *   // lint-services: clean                                none
 * must get exactly that (the first line of every fixture belongs to lint-boundaries).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');
const SERVER_SRC = join('apps', 'api', 'src');

function serviceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serviceFiles(path);
    return entry.name.endsWith('.service.ts') ? [path] : [];
  });
}

const isExported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const DATABASE_TYPE = /\b(?:Db|Kysely|Transaction)\b|\bAppContext\[\s*['"]db['"]\s*\]/;
const DATABASE_NAME = /^(?:db|trx)$/;

/** Why a first parameter is the database, or null when it is the context or a transaction. */
function databaseParameter(parameter, file) {
  if (!parameter) return null;
  const type = parameter.type?.getText(file) ?? '';
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : null;
  if (DATABASE_TYPE.test(type)) return `${name ?? 'first parameter'}: ${type}`;
  if (!parameter.type && name && DATABASE_NAME.test(name)) return name;
  return null;
}

/** The exported functions of a parsed file and their parameters: Map<name, { node, parameters }>. */
function exportedFunctions(file) {
  const functions = new Map();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.name) {
      functions.set(statement.name.text, { node: statement, parameters: statement.parameters });
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
          functions.set(declaration.name.getText(file), { node: declaration, parameters: value.parameters });
      }
    }
  }
  return functions;
}

const parse = (fileName, source) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/**
 * The findings of one service file: `{ line, text }`, in source order. A function the service
 * re-exports from a sibling file of its module (not a repository: `./alerte.job.js`) is part of
 * its surface too, and is checked where it is written.
 */
function findings(source, fileName) {
  const file = parse(fileName, source);
  const found = [];
  const lineOf = (node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const report = (node, text) => found.push({ line: lineOf(node), text });
  for (const [name, { node, parameters }] of exportedFunctions(file)) {
    const why = databaseParameter(parameters[0], file);
    if (why) report(node, `${name}(${why}) takes the database first`);
  }
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      const sibling = from && /^\.\/[^/]+\.js$/.test(from) && !from.endsWith('.repository.js') ? from : null;
      let functions = new Map();
      if (sibling) {
        const path = join(dirname(fileName), sibling.replace(/\.js$/, '.ts'));
        if (existsSync(path)) functions = exportedFunctions(parse(path, readFileSync(path, 'utf8')));
      }
      for (const element of statement.exportClause.elements) {
        if (element.propertyName && element.propertyName.text !== element.name.text)
          report(element, `renamed export ${element.propertyName.text} as ${element.name.text}`);
        const target = functions.get((element.propertyName ?? element.name).text);
        if (target) {
          const where = target.node.getSourceFile();
          const why = databaseParameter(target.parameters[0], where);
          if (why) report(element, `${element.name.text}(${why}) takes the database first (${sibling})`);
        }
      }
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (value && (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value)))
          report(declaration, `renamed export ${value.getText(file)} as ${declaration.name.getText(file)}`);
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const posix = (path) => path.split(sep).join('/');
const excluded = (path) => /\.test\.ts$/.test(path) || path.split('/').includes('test');

// 1. The rules on their fixtures.
const HEADER = /^\/\/ lint-services: (?:expect (.+)|(clean))\s*$/;
const failures = [];
let fixtureCount = 0;
for (const file of serviceFiles(join(FIXTURES, SERVER_SRC))) {
  const source = readFileSync(file, 'utf8');
  const header = HEADER.exec(source.split('\n', 2)[1] ?? '');
  if (!header) continue;
  fixtureCount += 1;
  const path = posix(relative(FIXTURES, file));
  const got = findings(source, file).map((f) => f.text);
  const shown = got.length ? got.map((text) => JSON.stringify(text)).join(', ') : 'nothing';
  if (header[1] && JSON.stringify(JSON.parse(`[${header[1]}]`)) !== JSON.stringify(got))
    failures.push(`${path}: expected ${header[1]}, got ${shown}`);
  else if (header[2] && got.length > 0) failures.push(`${path}: expected clean, got ${shown}`);
}
if (fixtureCount === 0) failures.push('no "// lint-services: …" fixture found in lint-fixtures/apps/api/src');
if (failures.length > 0) {
  console.error(`lint:services: ${failures.length} fixture(s) not as expected\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

// 2. The rules on the server.
const problems = [];
let scanned = 0;
for (const file of serviceFiles(join(ROOT, SERVER_SRC))) {
  const path = posix(relative(ROOT, file));
  if (excluded(path)) continue;
  scanned += 1;
  for (const f of findings(readFileSync(file, 'utf8'), file)) problems.push(`${path}:${f.line}  ${f.text}`);
}
if (problems.length > 0) {
  console.error(
    `lint:services: ${problems.length} problem(s) in the modules' public entries: export a real function or ` +
      `the repository's function under its own name (no renaming), and take the context (ctx) or the ` +
      `caller's transaction (tx: Tx | TxScope) first, never the database\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(
  `lint:services: ${fixtureCount} fixtures as expected; ${scanned} service files of apps/api/src rename no ` +
    'export and take the context or a transaction first.',
);

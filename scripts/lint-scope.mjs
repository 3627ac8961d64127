#!/usr/bin/env node
/**
 * Scope is a required argument of every staff read (contract §14, lib/scope.ts, issue 32): a read
 * that defaults its scope shows everything to a MEMBRE whose caller forgot it. In apps/api/src this
 * fails on a parameter or a property typed `Scope` (alone or in a union) that
 *   - has a default value             `scope: Scope = ALL`
 *   - is optional                     `scope?: Scope`
 *   - may be undefined                `scope: Scope | undefined`
 * and on a destructured `scope` given a default (`{ scope = ALL }: Criteria`). Each caller says
 * whose: a staff route the request's `scopeOf(request)`, the system (jobs, the candidate's own
 * reads, a manager's export, the public reads) `ALL`. (`Scope | null`, said at every call, is allowed.)
 * Read with the TypeScript compiler's parser: no type check, a second or so.
 *
 * The rule proves itself on lint-fixtures/ first: a fixture whose second line says
 *   // lint-scope: expect "<part of the finding>"   exactly one finding, containing that text
 *   // lint-scope: clean                            none
 * must get exactly that, so a rule that stops firing fails the lint. (The first line of every
 * fixture belongs to lint-boundaries.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');
const SERVER = join(ROOT, 'apps', 'api', 'src');
const HEADER = /^\/\/ lint-scope: (?:expect "([^"]+)"|(clean))\s*$/;

function tsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The type nodes a type stands for: a union's members, parentheses removed. */
const members = (type) => {
  if (ts.isParenthesizedTypeNode(type)) return members(type.type);
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(members);
  return [type];
};
const isScope = (type) =>
  ts.isTypeReferenceNode(type) &&
  (ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text) === 'Scope';
const isUndefined = (type) => type.kind === ts.SyntaxKind.UndefinedKeyword;

/** What is wrong with one file's scopes: `<line>: <finding>` each. */
function scopeFindings(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const report = (node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${text}`);
  };
  const visit = (node) => {
    const typed = ts.isParameter(node) || ts.isPropertySignature(node) || ts.isPropertyDeclaration(node);
    if (typed && node.type && members(node.type).some(isScope)) {
      const name = node.name.getText(file);
      if (node.initializer) report(node, `\`${name}\` typed Scope has a default value`);
      else if (node.questionToken) report(node, `\`${name}?\` typed Scope is optional`);
      else if (members(node.type).some(isUndefined)) report(node, `\`${name}\` typed Scope may be undefined`);
    }
    if (ts.isBindingElement(node) && node.initializer && (node.propertyName ?? node.name).getText(file) === 'scope') {
      report(node, '`scope` destructured with a default value');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const failures = [];
let fixtureCount = 0;
const fixtureKinds = new Set();
for (const file of tsFiles(FIXTURES)) {
  const header = HEADER.exec(readFileSync(file, 'utf8').split('\n', 2)[1] ?? '');
  if (!header) continue;
  fixtureCount += 1;
  fixtureKinds.add(header[2] ? 'clean' : 'expect');
  const path = relative(FIXTURES, file);
  const found = scopeFindings(file, readFileSync(file, 'utf8'));
  if (header[2] && found.length > 0) failures.push(`${path}: expected clean, got ${found.join(' | ')}`);
  else if (header[1] && !(found.length === 1 && found[0].includes(header[1])))
    failures.push(`${path}: expected one "${header[1]}", got ${found.length ? found.join(' | ') : 'nothing'}`);
}
if (!fixtureKinds.has('expect') || !fixtureKinds.has('clean'))
  failures.push('lint-fixtures/ needs a "lint-scope: expect" fixture and a "lint-scope: clean" one');

const files = tsFiles(SERVER);
for (const file of files) {
  for (const finding of scopeFindings(file, readFileSync(file, 'utf8')))
    failures.push(
      `${relative(ROOT, file)}:${finding}: every staff read says whose (a route passes scopeOf(request), the system ALL)`,
    );
}

if (failures.length > 0) {
  console.error(`lint:scope: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `lint:scope: no default, optional or undefined Scope in ${files.length} files of apps/api/src (${fixtureCount} fixtures).`,
);

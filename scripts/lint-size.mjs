#!/usr/bin/env node
/**
 * Every source file is at most 350 lines (issue 32): past that a file does two jobs, and is split
 * along its seam (candidature.repository → the rows, the lists, the figures). Checked: every .ts,
 * .tsx and .mjs file under apps/, packages/, e2e/, bench/ and scripts/ (node_modules, build output
 * and ignored folders left out), but those of EXEMPT below, each with its reason.
 *
 * The rule proves itself on lint-fixtures/ first: a fixture whose second line says
 *   // lint-size: expect "<part of the finding>"   over the limit, with that text in the finding
 *   // lint-size: clean                            within it
 * must get exactly that. (The first line of every fixture belongs to lint-boundaries.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');
const LIMIT = 350;
const TREES = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
/** Folders that hold no source of ours: dependencies, build output, run data and reports (.gitignore). */
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

/** Paths (from the repository's root, `/` separated) the limit does not apply to, and why. */
const EXEMPT = [
  { pattern: /^apps\/api\/src\/db\/migrations\//, reason: 'migrations: frozen, one per change of the schema' },
  { pattern: /^apps\/api\/src\/seed\/[^/]+-data\.ts$/, reason: 'seed data: the demo content, not code' },
  { pattern: /\.test\.tsx?$/, reason: 'test files: a behaviour and its table of cases read together' },
  { pattern: /^packages\/contract\/src\/i18n\//, reason: 'catalogues: every key of one language and area' },
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines as `wc -l` counts them, a last line without its newline included. */
const linesOf = (text) => text.split('\n').length - (text.endsWith('\n') || text === '' ? 1 : 0);

/** The finding of one file, or null: `<n> lines (limit 350)`. */
function sizeFinding(path, text) {
  if (EXEMPT.some(({ pattern }) => pattern.test(path))) return null;
  const lines = linesOf(text);
  return lines > LIMIT ? `${lines} lines (limit ${LIMIT})` : null;
}

const posix = (path) => path.split(sep).join('/');
const HEADER = /^\/\/ lint-size: (?:expect "([^"]+)"|(clean))\s*$/;
const failures = [];
const kinds = new Set();
for (const file of sourceFiles(FIXTURES)) {
  const text = readFileSync(file, 'utf8');
  const header = HEADER.exec(text.split('\n', 2)[1] ?? '');
  if (!header) continue;
  kinds.add(header[2] ? 'clean' : 'expect');
  const path = posix(relative(FIXTURES, file));
  const found = sizeFinding(path, text);
  if (header[2] && found) failures.push(`${path}: expected clean, got ${found}`);
  else if (header[1] && !found?.includes(header[1]))
    failures.push(`${path}: expected "${header[1]}", got ${found ?? 'nothing'}`);
}
if (!kinds.has('expect') || !kinds.has('clean'))
  failures.push('lint-fixtures/ needs a "lint-size: expect" fixture and a "lint-size: clean" one');

let checked = 0;
for (const tree of TREES) {
  for (const file of sourceFiles(join(ROOT, tree))) {
    checked += 1;
    const path = posix(relative(ROOT, file));
    const found = sizeFinding(path, readFileSync(file, 'utf8'));
    if (found) failures.push(`${path}: ${found}: split it along its seam (one job per file)`);
  }
}

if (failures.length > 0) {
  console.error(`lint:size: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `lint:size: ${checked} source files under ${TREES.join(', ')}, none over ${LIMIT} lines ` +
    `(${EXEMPT.length} exempt patterns: ${EXEMPT.map((e) => e.reason.split(':')[0]).join(', ')}).`,
);

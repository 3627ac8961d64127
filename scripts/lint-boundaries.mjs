#!/usr/bin/env node
/**
 * Proves that the import boundaries of biome.json hold: lints lint-fixtures/ (a copy of the tree's
 * layout holding deliberate bad imports, left out of the normal `biome check`) with the real rules,
 * through lint-fixtures/biome.json which only extends ../biome.json. Each fixture says on its first
 * line what it expects:
 *   // lint-boundaries: expect "<part of the rule's message>"   exactly one restricted import, reported
 *   // lint-boundaries: clean                                   no restricted import reported
 * Exits 0 only when every fixture gets what it expects; a rule that stops firing fails the lint.
 *
 * Also the start rule of the server (docs/ARCHITECTURE.md, "Where a new feature goes"): event
 * subscribers and background jobs begin only in a module's `<module>.start.ts`, gathered by
 * `startModules` (apps/api/src/modules/index.ts), so a reader of app.ts sees everything that runs.
 * `events.subscribe(` or `jobs.register(` in any other non-test file of apps/api/src outside lib/
 * (which defines them) fails; fixtures under lint-fixtures/apps/api say on their second line
 * `// lint-start: expect "<call>"` or `// lint-start: clean`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'lint-fixtures');
const RULE = 'lint/style/noRestrictedImports';
const HEADER = /^\/\/ lint-boundaries: (?:expect "([^"]+)"|(clean))\s*$/;

function fixtures(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return fixtures(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

function runBiome() {
  const scratch = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const report = join(scratch, 'report.json');
  try {
    const biome = join(ROOT, 'node_modules', '.bin', 'biome');
    const args = ['lint', '--reporter=json', `--reporter-file=${report}`, '--max-diagnostics=1000', '.'];
    const run = spawnSync(biome, args, { cwd: FIXTURES, encoding: 'utf8' });
    if (run.error) throw run.error;
    return JSON.parse(readFileSync(report, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const found = new Map();
for (const diagnostic of runBiome().diagnostics) {
  if (diagnostic.category !== RULE) continue;
  const path = diagnostic.location?.path;
  found.set(path, [...(found.get(path) ?? []), diagnostic.message]);
}

const failures = [];
const files = fixtures(FIXTURES);
for (const file of files) {
  const path = relative(FIXTURES, file);
  const header = HEADER.exec(readFileSync(file, 'utf8').split('\n', 1)[0] ?? '');
  const reported = found.get(path) ?? [];
  if (!header) failures.push(`${path}: no "// lint-boundaries: …" first line`);
  else if (header[2] && reported.length > 0) failures.push(`${path}: expected clean, got ${reported.join(' | ')}`);
  else if (header[1] && !(reported.length === 1 && reported[0].includes(header[1])))
    failures.push(`${path}: expected one "${header[1]}", got ${reported.length ? reported.join(' | ') : 'nothing'}`);
}

const START_CALL = /\b(events\.subscribe|jobs\.register)\(/g;
const START_HEADER = /^\/\/ lint-start: (?:expect "([^"]+)"|(clean))\s*$/;

/** The start-rule findings of one file: the calls made outside a start file, by name. */
function startFindings(file, base) {
  const path = relative(base, file);
  if (/\.start\.ts$/.test(path) || /\.test\.ts$/.test(path) || /(^|\/)lib\//.test(path)) return [];
  return [...readFileSync(file, 'utf8').matchAll(START_CALL)].map((match) => match[1]);
}

const SERVER = join(ROOT, 'apps', 'api', 'src');
for (const file of fixtures(SERVER)) {
  for (const call of startFindings(file, SERVER))
    failures.push(
      `${relative(ROOT, file)}: ${call}( outside a <module>.start.ts file (see modules/index.ts startModules)`,
    );
}
const startFixtures = fixtures(join(FIXTURES, 'apps', 'api', 'src')).filter((file) =>
  START_HEADER.test(readFileSync(file, 'utf8').split('\n', 2)[1] ?? ''),
);
for (const file of startFixtures) {
  const header = START_HEADER.exec(readFileSync(file, 'utf8').split('\n', 2)[1]);
  const reported = startFindings(file, join(FIXTURES, 'apps', 'api', 'src'));
  const path = relative(FIXTURES, file);
  if (header[2] && reported.length > 0) failures.push(`${path}: expected no start call, got ${reported.join(', ')}`);
  else if (header[1] && !(reported.length === 1 && reported[0] === header[1]))
    failures.push(`${path}: expected one ${header[1]}(, got ${reported.length ? reported.join(', ') : 'nothing'}`);
}
if (startFixtures.length === 0) failures.push('no start-rule fixture found in lint-fixtures/apps/api');

if (files.length === 0) failures.push('no fixture found in lint-fixtures/');
if (failures.length > 0) {
  console.error(`lint:boundaries: ${failures.length} fixture(s) not as expected\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `lint:boundaries: ${files.length} fixtures, every bad import reported and every allowed one let through; ` +
    `subscribers and jobs start only in <module>.start.ts (${startFixtures.length} fixtures).`,
);

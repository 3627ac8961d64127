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
 *
 * And the import graph (resolved files, type-only imports and dynamic `import()` included), which
 * a pattern over specifiers cannot see:
 * - no circle of imports in apps/api/src or apps/web/src;
 * - inside apps/api/src, imports run downward (LAYERS below): tables ← config ← db ← lib, storage ←
 *   plugins ← modules ← seed ← the entry files (app.ts, server.ts…). Tests stand above everything;
 * - a file of one module imports another module only through its public entry, the file its
 *   manifest names (`entry` of `modules/<m>/<m>.manifest.ts`, normally `<m>.service.ts`), tests
 *   included; modules/index.ts gathers the manifests.
 * lint-fixtures/graph/<case>/src are small trees checked with the server's layers; each file says on
 * its second line `// lint-graph: expect "<finding>"` (every finding of that file contains it, and
 * there is one) or `// lint-graph: clean`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { importSpecifiers, moduleManifests, parse } from './manifests.mjs';

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

/** Relative imports of every .ts/.tsx file under `root`, resolved to files: Map<file, file[]>. */
function importGraph(root) {
  const IMPORT =
    /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  const resolveSpec = (from, spec) => {
    if (!spec.startsWith('.')) return null;
    const base = resolve(dirname(from), spec).replace(/\.(js|jsx|ts|tsx)$/, '');
    const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    return candidates.find((candidate) => existsSync(candidate)) ?? null;
  };
  const graph = new Map();
  for (const file of fixtures(root).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveSpec(file, m[1] ?? m[2] ?? m[3]));
    graph.set(file, [...new Set(targets.filter((target) => target !== null))]);
  }
  return graph;
}

/** Every circle of imports (strongly connected components of more than one file, or a self-import). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The server's layers, lowest first, by the first folder under src (a file right under src is an
 * entry: app.ts, server.ts, the CLIs, testing.ts). A file may import its own layer and those below.
 */
const LAYERS = { config: 0, db: 1, lib: 2, storage: 2, plugins: 3, modules: 4, seed: 5 };
const ENTRY = 6;
/**
 * Below them all, the table declarations (`modules/<m>/<m>.tables.ts`, `lib/plumbing.tables.ts`):
 * types only, importing nothing but kysely, assembled by db/schema.ts into the one `Database`.
 */
const TABLES = -1;
const isTables = (file) => file.endsWith('.tables.ts');
const layerOf = (root, file) => {
  const parts = relative(root, file).split('/');
  if (parts[0] === '..') return null;
  if (isTables(file)) return TABLES;
  return parts.length === 1 ? ENTRY : (LAYERS[parts[0]] ?? null);
};
const layerName = (root, file) => {
  const parts = relative(root, file).split('/');
  if (isTables(file)) return 'tables';
  return parts.length === 1 ? 'entry' : parts[0];
};

/**
 * A table file's own findings: it imports kysely and nothing else (no other package, no file of
 * the tree), so that db/ can assemble it without reaching into the module above it.
 */
function tablesFindings(file) {
  return importSpecifiers(parse(file))
    .filter((spec) => spec !== 'kysely')
    .map((spec) => `a *.tables.ts file imports only kysely (it imports '${spec}')`);
}

/** Who may import a table file: db/ itself (not its frozen migrations), and the folder it declares for. */
const mayImportTables = (root, file, target) => {
  const from = relative(root, file);
  return (/^db\/[^/]+$/.test(from) && !isTables(file)) || dirname(file) === dirname(target);
};

/**
 * The public entry of each server module, from its manifest (`modules/<m>/<m>.manifest.ts`'s
 * `entry`): a file of another module may import only that file (its tests too); modules/index.ts,
 * outside every module, gathers the manifests. Map<folder, entry file | null>.
 */
function moduleEntries(root) {
  const entries = new Map();
  for (const [folder, manifest] of moduleManifests(root))
    entries.set(folder, manifest?.entry ? join(root, 'modules', folder, manifest.entry) : null);
  return entries;
}

/** The module folder a file of the server tree belongs to (`modules/<m>/…`), or null. */
const moduleOf = (root, file) => {
  const parts = relative(root, file).split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
};

/** Findings per file: imports that run upward, into another module past its entry, and membership of a circle. */
function graphFindings(root, { layered }) {
  const graph = importGraph(root);
  const findings = new Map();
  const add = (file, text) => findings.set(file, [...(findings.get(file) ?? []), text]);
  const entries = layered ? moduleEntries(root) : new Map();
  for (const component of circles(graph)) {
    const names = component.map((file) => relative(root, file)).sort();
    for (const file of component) add(file, `circle of imports: ${names.join(' ↔ ')}`);
  }
  if (layered) {
    for (const [file, targets] of graph) {
      const from = moduleOf(root, file);
      for (const target of targets) {
        const to = moduleOf(root, target);
        if (from === null || to === null || to === from || target === entries.get(to)) continue;
        const entry = entries.get(to);
        add(
          file,
          entry
            ? `imports ${relative(root, target)}: another module is used only through its entry (${relative(root, entry)}, its manifest's entry)`
            : `imports ${relative(root, target)}: modules/${to} has no manifest naming its entry`,
        );
      }
    }
    for (const [file, targets] of graph) {
      if (isTables(file)) for (const text of tablesFindings(file)) add(file, text);
      if (/\.test\.tsx?$/.test(file)) continue;
      const from = layerOf(root, file);
      for (const target of targets) {
        const to = layerOf(root, target);
        if (from !== null && to !== null && to > from)
          add(file, `upward import ${layerName(root, file)} → ${layerName(root, target)} (${relative(root, target)})`);
        if (isTables(target) && !mayImportTables(root, file, target))
          add(
            file,
            `imports ${relative(root, target)}: a *.tables.ts is imported by db/schema.ts and its own folder only (the table types come from db/schema.ts)`,
          );
      }
    }
  }
  return findings;
}

for (const [tree, layered] of [
  [join(ROOT, 'apps', 'api', 'src'), true],
  [join(ROOT, 'apps', 'web', 'src'), false],
]) {
  for (const [file, texts] of graphFindings(tree, { layered }))
    for (const text of texts) failures.push(`${relative(ROOT, file)}: ${text}`);
}

const GRAPH_HEADER = /^\/\/ lint-graph: (?:expect "([^"]+)"|(clean))\s*$/;
const GRAPH_FIXTURES = join(FIXTURES, 'graph');
const graphCases = existsSync(GRAPH_FIXTURES) ? readdirSync(GRAPH_FIXTURES) : [];
let graphFixtureCount = 0;
for (const name of graphCases) {
  const root = join(GRAPH_FIXTURES, name, 'src');
  const findings = graphFindings(root, { layered: true });
  for (const file of fixtures(root)) {
    graphFixtureCount += 1;
    const path = relative(FIXTURES, file);
    const header = GRAPH_HEADER.exec(readFileSync(file, 'utf8').split('\n', 2)[1] ?? '');
    const reported = findings.get(file) ?? [];
    if (!header) failures.push(`${path}: no "// lint-graph: …" second line`);
    else if (header[2] && reported.length > 0) failures.push(`${path}: expected clean, got ${reported.join(' | ')}`);
    else if (header[1] && !(reported.length > 0 && reported.every((text) => text.includes(header[1]))))
      failures.push(`${path}: expected "${header[1]}", got ${reported.length ? reported.join(' | ') : 'nothing'}`);
  }
}
if (graphFixtureCount === 0) failures.push('no import-graph fixture found in lint-fixtures/graph');

if (files.length === 0) failures.push('no fixture found in lint-fixtures/');
if (failures.length > 0) {
  console.error(
    `lint:boundaries: ${failures.length} problem(s): fixtures not as expected or boundaries crossed in the tree\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(
  `lint:boundaries: ${files.length} fixtures, every bad import reported and every allowed one let through; ` +
    `subscribers and jobs start only in <module>.start.ts (${startFixtures.length} fixtures); ` +
    `no circle of imports in apps/api/src and apps/web/src, server imports run downward (${graphFixtureCount} fixtures).`,
);

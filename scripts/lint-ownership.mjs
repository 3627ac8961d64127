#!/usr/bin/env node
/**
 * One owner per table, and each module says what it does (docs/ARCHITECTURE.md, "Layers of the
 * server" 3 and "A new module"). Every module has a manifest (`modules/<m>/<m>.manifest.ts`: the
 * tables it owns and the ones it only reads, the events it publishes and subscribes to, its jobs,
 * its routes, its start function, its public entry); the plumbing has one too
 * (`lib/plumbing.manifest.ts`, for the files of lib/ and storage/). Read with the TypeScript
 * parser (scripts/manifests.mjs), this fails when:
 *   - a file writes (insertInto, updateTable, deleteFrom, replaceInto, mergeInto, or INSERT INTO /
 *     UPDATE … SET / DELETE FROM in a raw `sql` template) a table its module does not own:
 *     `apps/api/src/modules/mail/mail.repository.ts:12: writes users, owned by user`;
 *   - a file reads (selectFrom, the joins, `using`, FROM / JOIN in a raw `sql` template) a table
 *     its module neither owns nor declares in `reads`; plugins/ and config/ read none;
 *   - a manifest names a table that is not in db/schema.ts's `Database`, a table has no owner or
 *     two, or is declared (its `<m>.tables.ts`) outside its owner's folder;
 *   - a declared read is read nowhere (the list of crossings stays true);
 *   - the events a module publishes (`publish(…, { type: '…' })`) or subscribes to
 *     (`events.subscribe('…'`) and the jobs it registers (`jobs.register({ name: '…' })`, the job
 *     followed to its declaration) differ from its manifest's;
 *   - a manifest is not data (lists of string literals), names another folder, an entry that does
 *     not exist, or has a start file without a `start` (or the reverse); or modules/index.ts does
 *     not gather it.
 * db/ (migrations), seed/ (above every module: its factories write any table) and the entry files
 * are not checked.
 *
 * The rule proves itself first on lint-fixtures/ownership/<case>/src, small trees laid out like
 * apps/api/src; each of their .ts files says on its second line
 *   // lint-ownership: expect "<finding>"   every finding of that file contains it, and there is one
 *   // lint-ownership: clean                 none
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import {
  databaseTables,
  moduleManifests,
  parse,
  plumbingManifest,
  resolveImport,
  stringOf,
  tableAccesses,
} from './manifests.mjs';
import { seams } from './ownership-seams.mjs';
import { filesUnder } from './source-files.mjs';

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps', 'api', 'src');
const FIXTURES = join(ROOT, 'lint-fixtures', 'ownership');
/** Folders whose files hold no SQL at all. */
const NO_TABLES = ['plugins', 'config'];

const tsFiles = (dir) => filesUnder(dir, (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'));

/* ---- The checks of one tree ---- */

/**
 * Findings of a server tree (`src` laid out like apps/api/src), as Map<file, { text, line }[]>: each
 * finding is attached to the file that must change (the one writing, reading or publishing, or
 * the manifest).
 */
export function ownershipFindings(src) {
  const findings = new Map();
  const add = (file, text, line = null) => findings.set(file, [...(findings.get(file) ?? []), { text, line }]);
  const rel = (file) => relative(src, file);

  const { tables, problems: schemaProblems } = databaseTables(src);
  for (const problem of schemaProblems) add(join(src, 'db', 'schema.ts'), problem);

  const modules = moduleManifests(src);
  const plumbing = plumbingManifest(src);
  const manifests = [...modules.values(), plumbing].filter((m) => m !== null);
  for (const [folder, manifest] of modules)
    if (!manifest) add(join(src, 'modules', folder), `modules/${folder} has no ${folder}.manifest.ts`);

  // The manifests themselves.
  for (const manifest of manifests) {
    for (const problem of manifest.problems) add(manifest.file, `not data: ${problem}`);
    const isModule = manifest !== plumbing;
    const folder = basename(manifest.dir);
    if (isModule && manifest.name !== folder)
      add(manifest.file, `name '${manifest.name}' is not its folder's (${folder})`);
    if (isModule && (!manifest.entry || !existsSync(join(manifest.dir, manifest.entry))))
      add(manifest.file, `entry ${manifest.entry ?? '(none)'} is not a file of modules/${folder}`);
    const startFile = join(manifest.dir, `${folder}.start.ts`);
    if (isModule && existsSync(startFile) !== (manifest.start !== null))
      add(
        manifest.file,
        manifest.start ? `start given but no ${folder}.start.ts` : `${folder}.start.ts exists: name its start`,
      );
    for (const field of ['owns', 'reads'])
      for (const table of manifest[field])
        if (!tables.has(table)) add(manifest.file, `${field} ${table}: no such table in db/schema.ts's Database`);
    for (const table of manifest.reads)
      if (manifest.owns.includes(table)) add(manifest.file, `reads ${table}, which it owns`);
  }

  // One owner per table, declared beside it.
  const ownerOf = new Map();
  for (const manifest of manifests)
    for (const table of manifest.owns) ownerOf.set(table, [...(ownerOf.get(table) ?? []), manifest]);
  for (const [table, file] of tables) {
    const owners = ownerOf.get(table) ?? [];
    if (owners.length === 0) add(file, `table ${table} has no owner: no manifest lists it in owns`);
    if (owners.length > 1)
      for (const owner of owners)
        add(owner.file, `owns ${table}, also owned by ${owners.map((o) => o.name).join(', ')}`);
    if (owners.length === 1 && dirname(file) !== owners[0].dir)
      add(file, `declares ${table}, owned by ${owners[0].name}: a table is declared in its owner's <m>.tables.ts`);
  }
  const owner = (table) => (ownerOf.get(table) ?? [])[0]?.name ?? 'nobody';

  // The files of each manifest, and of the folders that hold no SQL.
  const filesOf = new Map();
  for (const manifest of manifests) {
    const dirs = manifest === plumbing ? manifest.folders.map((f) => join(src, f)) : [manifest.dir];
    filesOf.set(
      manifest,
      dirs
        .filter(existsSync)
        .flatMap((dir) => tsFiles(dir).filter((f) => !/\.test\.ts$/.test(f) && !/\.(manifest|tables)\.ts$/.test(f))),
    );
  }
  const bare = { name: null, owns: [], reads: [] };
  filesOf.set(
    bare,
    NO_TABLES.map((f) => join(src, f))
      .filter(existsSync)
      .flatMap((dir) => tsFiles(dir).filter((f) => !/\.test\.ts$/.test(f))),
  );

  for (const [manifest, files] of filesOf) {
    const read = new Set();
    const seen = { publishes: new Set(), subscribes: new Set(), jobs: new Set() };
    for (const file of files) {
      const source = parse(file);
      for (const access of tableAccesses(source)) {
        if (access.table === null) {
          add(file, `${access.how} of a table named at run time: the lint cannot check it`, access.line);
          continue;
        }
        if (!tables.has(access.table)) continue; // a CTE, a subquery's alias, an FTS table
        const owned = manifest.owns.includes(access.table);
        if (access.kind === 'write' && !owned)
          add(file, `writes ${access.table}, owned by ${owner(access.table)}`, access.line);
        else if (access.kind === 'read' && !owned) {
          read.add(access.table);
          if (manifest === bare)
            add(
              file,
              `reads ${access.table}, owned by ${owner(access.table)}: ${NO_TABLES.join('/ and ')}/ read no table`,
              access.line,
            );
          else if (!manifest.reads.includes(access.table))
            add(
              file,
              `reads ${access.table}, owned by ${owner(access.table)}, not declared in ${manifest.name}'s manifest reads`,
              access.line,
            );
        }
      }
      if (manifest === plumbing || manifest === bare) continue;
      for (const seam of seams(source)) {
        if (seam.name === null) {
          add(file, `${seam.what} a name the lint cannot read (a literal, or a constant of one)`, seam.line);
          continue;
        }
        seen[seam.what].add(seam.name);
        if (!manifest[seam.what].includes(seam.name))
          add(file, `${seam.what} ${seam.name}, not in ${manifest.name}.manifest.ts ${seam.what}`, seam.line);
      }
    }
    if (manifest === bare) continue;
    for (const table of manifest.reads)
      if (tables.has(table) && !read.has(table))
        add(manifest.file, `reads ${table} is declared, but no file of ${manifest.name} reads it`);
    if (manifest === plumbing) continue;
    for (const what of ['publishes', 'subscribes', 'jobs'])
      for (const name of manifest[what])
        if (!seen[what].has(name))
          add(manifest.file, `${what} ${name} is declared, but no file of ${manifest.name} does`);
  }

  // modules/index.ts builds the start and the routes from every manifest.
  const index = join(src, 'modules', 'index.ts');
  if (existsSync(index)) {
    const gathered = new Set(
      parse(index)
        .statements.filter(ts.isImportDeclaration)
        .map((s) => resolveImport(index, stringOf(s.moduleSpecifier))),
    );
    for (const manifest of modules.values())
      if (manifest && !gathered.has(manifest.file)) add(index, `does not gather ${rel(manifest.file)}`);
  }
  return findings;
}

/* ---- Fixtures first, then the tree ---- */

const HEADER = /^\/\/ lint-ownership: (?:expect "([^"]+)"|(clean))\s*$/;
const failures = [];
let fixtureCount = 0;
for (const name of existsSync(FIXTURES) ? readdirSync(FIXTURES) : []) {
  const src = join(FIXTURES, name, 'src');
  const findings = ownershipFindings(src);
  for (const file of tsFiles(src)) {
    const header = HEADER.exec(readFileSync(file, 'utf8').split('\n', 2)[1] ?? '');
    if (!header) continue; // a support file (db/schema.ts, a tables file) says nothing
    fixtureCount += 1;
    const path = relative(join(ROOT, 'lint-fixtures'), file);
    const reported = (findings.get(file) ?? []).map((f) => f.text);
    findings.delete(file);
    if (header[2] && reported.length > 0) failures.push(`${path}: expected clean, got ${reported.join(' | ')}`);
    else if (header[1] && !(reported.length > 0 && reported.every((text) => text.includes(header[1]))))
      failures.push(`${path}: expected "${header[1]}", got ${reported.length ? reported.join(' | ') : 'nothing'}`);
  }
  for (const [file, found] of findings)
    failures.push(`${relative(join(ROOT, 'lint-fixtures'), file)}: unexpected ${found.map((f) => f.text).join(' | ')}`);
}
if (fixtureCount === 0) failures.push('no ownership fixture found in lint-fixtures/ownership');

for (const [file, found] of ownershipFindings(SERVER))
  for (const { text, line } of found) failures.push(`${relative(ROOT, file)}${line ? `:${line}` : ''}: ${text}`);

if (failures.length > 0) {
  console.error(
    `lint:ownership: ${failures.length} problem(s): fixtures not as expected, or the tree crosses its manifests\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
const count = [...moduleManifests(SERVER).values()].length;
console.info(
  `lint:ownership: ${count} module manifests and the plumbing's: every table has one owner, every write is its owner's, ` +
    `every other read is declared; events and jobs as declared (${fixtureCount} fixtures).`,
);

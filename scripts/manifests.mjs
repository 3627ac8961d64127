/**
 * Reads the server's module manifests and table declarations with the TypeScript compiler's parser
 * (no type check: a second for the whole tree), for the checks that are built from them:
 * scripts/lint-ownership.mjs (who writes and reads which table, events, jobs), the public-entry
 * rule of scripts/lint-boundaries.mjs and the ownership block of docs/ARCHITECTURE.md
 * (scripts/architecture-tables.mjs).
 *
 * A manifest (`modules/<m>/<m>.manifest.ts`, or the plumbing's `lib/plumbing.manifest.ts`) exports
 * one object literal, optionally `satisfies`/`as` a type. Its lists are string literals and its
 * name and entry string literals: a manifest is data, so that these scripts read it without
 * running the server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const LIST_FIELDS = ['owns', 'reads', 'publishes', 'subscribes', 'jobs'];

export function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

export const lineOf = (node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;

/** `x as T`, `x satisfies T`, `(x)`, `x!` → x. */
export function unwrap(node) {
  let current = node;
  while (
    current &&
    (ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isTypeAssertionExpression(current))
  )
    current = current.expression;
  return current;
}

export const stringOf = (node) => {
  const value = unwrap(node);
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : null;
};

const propertyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;

/** The manifest's exported object literal, or null. */
function manifestObject(source) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = unwrap(declaration.initializer);
      if (value && ts.isObjectLiteralExpression(value)) return value;
    }
  }
  return null;
}

/**
 * One manifest: { file, dir, name, owns, reads, readReasons, publishes, subscribes, jobs, entry,
 * routes, start, folders, problems }. `reads` is written `{ table: 'why' }` (readReasons: table →
 * why); `routes` and `start` are the identifiers named (the plugins, the start function);
 * `problems` what keeps it from being data.
 */
export function readManifest(file) {
  const source = parse(file);
  const manifest = {
    file,
    dir: dirname(file),
    name: null,
    entry: null,
    routes: [],
    start: null,
    folders: [],
    readReasons: new Map(),
  };
  for (const field of LIST_FIELDS) manifest[field] = [];
  const problems = [];
  const object = manifestObject(source);
  if (!object) problems.push('no exported object literal');
  for (const property of object?.properties ?? []) {
    const key = ts.isPropertyAssignment(property) ? propertyName(property) : null;
    if (!key) {
      problems.push(`line ${lineOf(property)}: only plain \`key: value\` properties`);
      continue;
    }
    const value = unwrap(property.initializer);
    if (key === 'name' || key === 'entry') {
      manifest[key] = stringOf(value);
      if (manifest[key] === null) problems.push(`${key} must be a string literal`);
    } else if (key === 'reads' && ts.isObjectLiteralExpression(value)) {
      // { table: 'why this module reads it itself' }
      for (const read of value.properties) {
        const table = ts.isPropertyAssignment(read) ? propertyName(read) : null;
        const why = table ? stringOf(read.initializer) : null;
        if (!table || !why?.trim()) problems.push(`reads: line ${lineOf(read)} is not \`table: 'why'\``);
        else {
          manifest.reads.push(table);
          manifest.readReasons.set(table, why);
        }
      }
    } else if ([...LIST_FIELDS, 'folders'].includes(key)) {
      if (!ts.isArrayLiteralExpression(value)) problems.push(`${key} must be a list of string literals`);
      else
        for (const element of value.elements) {
          const text = stringOf(element);
          if (text === null) problems.push(`${key}: line ${lineOf(element)} is not a string literal`);
          else manifest[key].push(text);
        }
    } else if (key === 'routes') {
      if (!ts.isArrayLiteralExpression(value)) problems.push('routes must be a list of route plugins');
      else manifest.routes = value.elements.map((element) => element.getText());
    } else if (key === 'start') manifest.start = value.getText();
  }
  if (manifest.name === null && !problems.some((p) => p.startsWith('name'))) problems.push('no name');
  manifest.problems = problems;
  return manifest;
}

/** The module manifests of a server tree (`<src>/modules/<m>/<m>.manifest.ts`), by folder name. */
export function moduleManifests(src) {
  const modules = join(src, 'modules');
  if (!existsSync(modules)) return new Map();
  const found = new Map();
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(modules, entry.name, `${entry.name}.manifest.ts`);
    found.set(entry.name, existsSync(file) ? readManifest(file) : null);
  }
  return found;
}

/** The plumbing's manifest (`<src>/lib/plumbing.manifest.ts`), or null. */
export function plumbingManifest(src) {
  const file = join(src, 'lib', 'plumbing.manifest.ts');
  return existsSync(file) ? readManifest(file) : null;
}

/** A relative import of `from`, resolved to a .ts/.tsx file, or null (a package, or no such file). */
export function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec).replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every import and re-export specifier of a file (static, type-only and dynamic `import()`). */
export function importSpecifiers(source) {
  const specs = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specs.push(stringOf(node.moduleSpecifier));
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      stringOf(node.arguments[0]) !== null
    )
      specs.push(stringOf(node.arguments[0]));
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specs.push(stringOf(node.argument.literal));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs.filter((spec) => spec !== null);
}

/** An interface declared at the top of a file, by name. */
function interfaceIn(source, name) {
  return source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name) ?? null;
}

/** The file a name of `source` is imported from (resolved), or null. */
function importedFrom(source, name) {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text !== name) continue;
      const file = resolveImport(source.fileName, stringOf(statement.moduleSpecifier));
      return file ? { file, name: (element.propertyName ?? element.name).text } : null;
    }
  }
  return null;
}

/**
 * The tables of the Kysely `Database` interface of `<src>/db/schema.ts`: its own members and those
 * of the interfaces it extends (each module's `<M>Tables` of `<m>.tables.ts`), as
 * Map<table, file that declares it>.
 */
export function databaseTables(src) {
  const schemaFile = join(src, 'db', 'schema.ts');
  const tables = new Map();
  const problems = [];
  if (!existsSync(schemaFile)) return { tables, problems: ['no db/schema.ts'] };
  const collect = (source, name, seen) => {
    const declaration = interfaceIn(source, name);
    if (!declaration) {
      const imported = importedFrom(source, name);
      if (imported && !seen.has(`${imported.file}#${imported.name}`)) {
        seen.add(`${imported.file}#${imported.name}`);
        collect(parse(imported.file), imported.name, seen);
      } else problems.push(`${relative(src, source.fileName)}: cannot find interface ${name}`);
      return;
    }
    for (const member of declaration.members) {
      const table = member.name && propertyName(member);
      if (!table) continue;
      if (tables.has(table))
        problems.push(
          `table ${table} declared twice (${relative(src, tables.get(table))}, ${relative(src, source.fileName)})`,
        );
      else tables.set(table, source.fileName);
    }
    for (const clause of declaration.heritageClauses ?? [])
      for (const type of clause.types) collect(source, type.expression.getText(), seen);
  };
  collect(parse(schemaFile), 'Database', new Set());
  return { tables, problems };
}

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const READS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
]);
/** Statements in raw `sql` templates: what follows these words names a table. */
const RAW = [
  { pattern: /\binsert\s+(?:or\s+\w+\s+)?into\s+([a-z_][a-z0-9_]*)/gi, kind: 'write' },
  { pattern: /\bupdate\s+([a-z_][a-z0-9_]*)\s+set\b/gi, kind: 'write' },
  { pattern: /\bdelete\s+from\s+([a-z_][a-z0-9_]*)/gi, kind: 'write' },
  { pattern: /(?<!\bdelete\s+)\bfrom\s+([a-z_][a-z0-9_]*)/gi, kind: 'read' },
  { pattern: /\bjoin\s+([a-z_][a-z0-9_]*)/gi, kind: 'read' },
];

/** `'table'`, `'table as t'` → table. */
const tableOfArgument = (text) =>
  text
    .trim()
    .split(/\s+as\s+/i)[0]
    .trim();

/** The text of a template literal, its substitutions as `?`. */
function templateText(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
}

const isSqlTag = (tag) =>
  (ts.isIdentifier(tag) && tag.text === 'sql') ||
  (ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'sql');

/**
 * The tables a file's Kysely statements touch: [{ table, kind: 'read' | 'write', line, how }].
 * Writes: insertInto, updateTable, deleteFrom, replaceInto, mergeInto; reads: selectFrom, the
 * joins, `using`; both with `'table as alias'` and lists. Raw `sql` templates: the name after
 * FROM, JOIN (read), INSERT INTO, UPDATE … SET, DELETE FROM (write). Names that are not tables
 * (a CTE, a subquery's alias, an FTS table) are for the caller to drop. A write whose table is not
 * a literal is reported as `{ table: null }`: nothing can check it.
 */
export function tableAccesses(source) {
  const found = [];
  const visit = (node) => {
    const callee = ts.isCallExpression(node) ? node.expression : null;
    // `db.selectFrom(…)`, and `selectFrom(…)` destructured from an expression builder.
    const method =
      callee &&
      (ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null);
    if (method) {
      const kind = WRITES.has(method) ? 'write' : READS.has(method) ? 'read' : null;
      const argument = node.arguments[0] && unwrap(node.arguments[0]);
      if (kind && argument) {
        const names = ts.isArrayLiteralExpression(argument) ? argument.elements.map(stringOf) : [stringOf(argument)];
        for (const name of names) {
          if (name !== null) found.push({ table: tableOfArgument(name), kind, line: lineOf(node), how: method });
          else if (kind === 'write') found.push({ table: null, kind, line: lineOf(node), how: method });
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const text = templateText(node.template);
      for (const { pattern, kind } of RAW)
        for (const match of text.matchAll(pattern))
          found.push({ table: match[1].toLowerCase(), kind, line: lineOf(node), how: 'sql' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

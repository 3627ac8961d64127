/**
 * What one server file does besides its SQL, read with the TypeScript parser for
 * scripts/lint-ownership.mjs: the events it publishes and subscribes to and the jobs it registers,
 * a job's name followed to its declaration through imports and re-exports (no type check).
 */
import ts from 'typescript';
import { lineOf, parse, resolveImport, stringOf, unwrap } from './manifests.mjs';
/* ---- Following a value to its declaration (a job's name), without a type check ---- */

/** The top-level declaration named `name` in `source`, following imports and re-exports. */
export function declarationOf(source, name, seen = new Set()) {
  const key = `${source.fileName}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return declaration.initializer;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    const from = (spec) => {
      const file = spec && resolveImport(source.fileName, stringOf(spec));
      return file ? parse(file) : null;
    };
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
      const bindings = statement.importClause.namedBindings;
      if (ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (element.name.text === name) {
            const target = from(statement.moduleSpecifier);
            return target && declarationOf(target, (element.propertyName ?? element.name).text, seen);
          }
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause) {
      if (!ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements)
        if (element.name.text === name) {
          const target = from(statement.moduleSpecifier);
          return target && declarationOf(target, (element.propertyName ?? element.name).text, seen);
        }
    }
  }
  return null;
}

/** A literal string, an object literal or a function, from an expression: null when it cannot be told. */
export function valueFrom(node, depth = 0) {
  const value = unwrap(node);
  if (!value || depth > 8) return null;
  if (stringOf(value) !== null || ts.isObjectLiteralExpression(value)) return value;
  if (ts.isIdentifier(value)) {
    const declaration = declarationOf(value.getSourceFile(), value.text);
    return declaration ? valueFrom(declaration, depth + 1) : null;
  }
  if (ts.isCallExpression(value)) {
    const callee = valueFrom(value.expression, depth + 1);
    if (!callee) return null;
    if (ts.isArrowFunction(callee) && !ts.isBlock(callee.body)) return valueFrom(callee.body, depth + 1);
    const body = ts.isArrowFunction(callee) || ts.isFunctionDeclaration(callee) ? callee.body : null;
    const returned = body && ts.isBlock(body) ? body.statements.find(ts.isReturnStatement) : null;
    return returned?.expression ? valueFrom(returned.expression, depth + 1) : null;
  }
  if (ts.isArrowFunction(value) || ts.isFunctionDeclaration(value) || ts.isFunctionExpression(value)) return value;
  return null;
}

export const propertyOf = (object, name) =>
  object.properties.find(
    (p) =>
      ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name,
  );

/** A string the code names through a constant, a literal, or a property of an object it builds. */
export function literalOf(node) {
  const value = valueFrom(node);
  return value ? stringOf(value) : null;
}

/* ---- What one file does: events published and subscribed, jobs registered ---- */

export const endsWith = (expression, name) =>
  (ts.isIdentifier(expression) && expression.text === name) ||
  (ts.isPropertyAccessExpression(expression) && expression.name.text === name);

/** [{ what: 'publishes' | 'subscribes' | 'jobs', name | null, line }] */
export function seams(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (method === 'publish')
        for (const argument of node.arguments) {
          const object = unwrap(argument);
          const type = object && ts.isObjectLiteralExpression(object) ? propertyOf(object, 'type') : null;
          if (type) found.push({ what: 'publishes', name: literalOf(type.initializer), line: lineOf(node) });
        }
      if (method === 'subscribe' && ts.isPropertyAccessExpression(callee) && endsWith(callee.expression, 'events'))
        found.push({
          what: 'subscribes',
          name: node.arguments[0] ? literalOf(node.arguments[0]) : null,
          line: lineOf(node),
        });
      if (method === 'register' && ts.isPropertyAccessExpression(callee) && endsWith(callee.expression, 'jobs')) {
        const job = node.arguments[0] ? valueFrom(node.arguments[0]) : null;
        const name = job && ts.isObjectLiteralExpression(job) ? propertyOf(job, 'name') : null;
        found.push({ what: 'jobs', name: name ? literalOf(name.initializer) : null, line: lineOf(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

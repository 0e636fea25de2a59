import { QueryRefusedError } from '../errors';
import { forEachNode, isNode, stringField, type AstNode } from './ast-node';
import { ONE_SELECT_ONLY } from './parser';
import { MARKER_VALUE } from './placeholders';
import type { SqlEngine } from './sql-engine';

/** Statement node types node-sql-parser produces besides `select`: never allowed anywhere. */
const OTHER_STATEMENTS = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'set',
  'call',
  'exec',
  'execute',
  'declare',
  'use',
  'lock',
  'unlock',
  'show',
  'desc',
  'describe',
  'explain',
  'load_data',
  'transaction',
  'merge',
  'go',
  'if',
  'raise',
  'return',
  'load',
]);

/**
 * Accepts one SELECT (WITH … SELECT, UNION/INTERSECT/EXCEPT chains included) whose tree holds
 * nothing that writes or reaches outside the query: no SELECT … INTO (OUTFILE, DUMPFILE,
 * variables, new tables), no locking reads, no variables or assignments, no parameters other
 * than the bound ones, no denied functions (file access, locks, nested queries on other servers).
 * Tenants additionally may not call schema-qualified (stored) functions.
 */
export function assertReadOnlySelect(statement: AstNode, engine: SqlEngine, tenant: boolean): void {
  const type = stringField(statement, 'type') ?? 'unknown';
  if (type !== 'select') {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (this is ${article(type)} statement).`);
  }
  forEachNode(statement, (node) => assertAllowedNode(node, engine, tenant));
}

function assertAllowedNode(node: AstNode, engine: SqlEngine, tenant: boolean): void {
  const type = stringField(node, 'type');
  if (type !== undefined && OTHER_STATEMENTS.has(type.toLowerCase())) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (found ${article(type)} statement).`);
  }
  if (type === 'select') assertPlainSelect(node);
  if (type === 'var' || type === 'assign') {
    throw new QueryRefusedError('Variables and variable assignments are not allowed in queries.');
  }
  if (type === 'param' && !MARKER_VALUE.test(String(node.value))) {
    throw new QueryRefusedError(
      `Named parameters (:${String(node.value)}) are not supported: use ${engine.placeholders === 'positional' ? '?' : '@p1, @p2 …'} placeholders.`,
    );
  }
  if (type === 'origin' && node.value === '?') {
    throw new QueryRefusedError('A ? placeholder could not be bound in this query.');
  }
  if (type === 'column_ref' && columnName(node).startsWith('@')) {
    throw new QueryRefusedError('Variables (@name) are not allowed in queries.');
  }
  if (type === 'function') assertAllowedFunction(node, engine, tenant);
}

function assertPlainSelect(select: AstNode): void {
  const into = select.into;
  if (isNode(into) && (into.position != null || into.expr != null || into.keyword != null)) {
    throw new QueryRefusedError(
      'SELECT … INTO (a file, a variable or a new table) is not allowed: queries only read.',
    );
  }
  if (select.locking_read != null && select.locking_read !== '') {
    throw new QueryRefusedError(
      'Locking reads (FOR UPDATE, FOR SHARE, LOCK IN SHARE MODE) are not allowed.',
    );
  }
}

function assertAllowedFunction(node: AstNode, engine: SqlEngine, tenant: boolean): void {
  const parts = functionNameParts(node);
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  if (engine.deniedFunctions.has(name)) {
    throw new QueryRefusedError(`${name.toUpperCase()}() is not allowed in queries.`);
  }
  if (!tenant || parts.length < 2) return;
  const qualifier = parts.slice(0, -1).join('.').toLowerCase();
  if (!engine.builtinFunctionQualifiers.has(qualifier)) {
    throw new QueryRefusedError(
      `Stored functions such as ${parts.join('.')}() are not available to tenants.`,
    );
  }
}

/** `[schema, …, name]` of a function call node. */
export function functionNameParts(node: AstNode): string[] {
  const name = node.name;
  if (typeof name === 'string') return [name];
  if (!isNode(name)) return [];
  const parts: string[] = [];
  if (isNode(name.schema)) parts.push(String(name.schema.value));
  if (Array.isArray(name.name)) {
    for (const part of name.name) if (isNode(part)) parts.push(String(part.value));
  }
  return parts;
}

function columnName(node: AstNode): string {
  const column = node.column;
  if (typeof column === 'string') return column;
  if (isNode(column) && isNode(column.expr)) return String(column.expr.value);
  return '';
}

function article(type: string): string {
  const word = type.toUpperCase();
  return /^[AEIOU]/.test(word) ? `an ${word}` : `a ${word}`;
}

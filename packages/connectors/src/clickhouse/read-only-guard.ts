import { QueryRefusedError } from '../errors';
import { walkAst, type AstNode } from './explain-ast';

const SELECT_KINDS = new Set([
  'SelectWithUnionQuery',
  'SelectQuery',
  'SelectIntersectExceptQuery',
  'TablesInSelectQuery',
]);

/** `x IN table` reads a table through a function argument. */
const IN_FUNCTIONS = new Set([
  'in',
  'notIn',
  'globalIn',
  'globalNotIn',
  'nullIn',
  'notNullIn',
  'globalNullIn',
  'globalNotNullIn',
]);

/** Functions that read tables, dictionaries, files or server state outside the query's FROM. */
const DATA_ACCESS_FUNCTION =
  /^(joinGet\w*|dict\w*|file|hasColumnInTable|getServerSetting|getMacro|getClientHTTPHeader|filesystem\w*)$/i;

const ONLY_SELECT =
  'Only one read-only SELECT statement is allowed (SELECT or WITH … SELECT, without SETTINGS, FORMAT or INTO OUTFILE).';

/**
 * Checks the `EXPLAIN AST` tree of one statement: a SELECT (with unions, INTERSECT/EXCEPT,
 * subqueries, CTEs) whose SETTINGS, FORMAT and INTO OUTFILE clauses are absent, which reads
 * only tables of `database` (or CTEs, unqualified) and no table function, dictionary, file or
 * Join-engine lookup. Throws QueryRefusedError otherwise.
 */
export function assertReadOnlySelect(root: AstNode, database: string): void {
  if (root.kind !== 'SelectWithUnionQuery') throw new QueryRefusedError(ONLY_SELECT);
  walkAst(root, (node, parent) => {
    if (node.kind === 'SelectWithUnionQuery' && node.children.length !== 1) {
      throw new QueryRefusedError(ONLY_SELECT);
    }
    if (node.kind === 'Set') {
      throw new QueryRefusedError('SETTINGS clauses are not allowed in queries.');
    }
    if (node.kind === 'Explain' || (/Query$/.test(node.kind) && !SELECT_KINDS.has(node.kind))) {
      throw new QueryRefusedError(ONLY_SELECT);
    }
    if (node.kind === 'TableIdentifier') assertOwnTable(node.detail, database);
    if (node.kind === 'Function') checkFunction(node, parent, database);
  });
}

function checkFunction(node: AstNode, parent: AstNode | undefined, database: string): void {
  const name = functionName(node);
  if (parent?.kind === 'TableExpression') {
    throw new QueryRefusedError(`Table functions are not allowed in queries (${name}).`);
  }
  if (DATA_ACCESS_FUNCTION.test(name)) {
    throw new QueryRefusedError(`The function ${name} is not allowed in queries.`);
  }
  if (IN_FUNCTIONS.has(name)) {
    const right = node.children[0]?.children[1];
    if (right?.kind === 'Identifier') assertOwnTable(right.detail, database);
  }
}

function functionName(node: AstNode): string {
  return node.detail.split(' ')[0] ?? '';
}

/** Plain names only: `table` or `database.table`, optionally followed by `(alias …)`. */
const TABLE_NAME = /^([^\s.()]+)(?:\.([^\s.()]+))?(?: \(alias .*\))?$/;

/** The name of a `TableIdentifier` (or `IN` identifier) line; undefined for an unplain one. */
export function tableIdentifierName(
  detail: string,
): { qualifier: string | undefined; table: string } | undefined {
  const match = TABLE_NAME.exec(detail);
  if (!match) return undefined;
  return match[2] === undefined
    ? { qualifier: undefined, table: match[1] ?? '' }
    : { qualifier: match[1], table: match[2] };
}

function assertOwnTable(detail: string, database: string): void {
  const match = TABLE_NAME.exec(detail);
  if (!match) {
    throw new QueryRefusedError(
      `The table reference "${detail}" is not allowed: name tables of the connection's database plainly.`,
    );
  }
  const qualifier = match[2] === undefined ? undefined : match[1];
  if (qualifier !== undefined && qualifier !== database) {
    throw new QueryRefusedError(
      `Only tables of the database "${database}" can be queried (found ${qualifier}.${match[2] ?? ''}).`,
    );
  }
}

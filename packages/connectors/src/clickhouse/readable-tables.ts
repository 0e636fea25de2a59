import type { PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError } from '../errors';
import { walkAst, type AstNode } from './explain-ast';
import { tableIdentifierName } from './read-only-guard';
import { tableKey } from './table-filters';

/** Default-deny: the `database.table` keys (exact case, as ClickHouse compares) a tenant may read. */
export type ReadableKeys = ReadonlySet<string>;

/** What `SELECT 1` (no FROM) reads. */
const IMPLICIT_ONE = 'system.one';
/** Where ClickHouse keeps a recursive CTE's working table. */
const TEMPORARY_DATABASE = '_temporary_and_external_tables.';
/** Fields `EXPLAIN QUERY TREE` may print after a TABLE node's name. */
const AFTER_TABLE_NAME = /, (?:temporary_table_name|final|sample_size_ratio|sample_offset_ratio): /;

/**
 * The keys of the scope's readable tables and, always, of its scoped tables (named as in
 * `additional_table_filters`); undefined when the scope sets no list. A name ClickHouse could
 * not key makes nothing readable.
 */
export function readableKeys(database: string, scope: PrepareScope): ReadableKeys | undefined {
  if (scope.readableTables === undefined) return undefined;
  const keys = new Set<string>();
  for (const name of [...scope.readableTables, ...scope.tenant.map((t) => t.table)]) {
    try {
      keys.add(tableKey(database, name));
    } catch {
      // Not a table name of this connection: nothing to add.
    }
  }
  return keys;
}

/**
 * A first check on the parsed query (no catalog needed): a `database.table` reference, or any
 * reference in a query without WITH (where it cannot be a CTE), must be readable. References
 * that may name a CTE are left to `assertReadableInTree`.
 */
export function assertReadableInAst(root: AstNode, database: string, keys: ReadableKeys): void {
  let hasWith = false;
  walkAst(root, (node) => {
    if (node.kind === 'WithElement') hasWith = true;
  });
  walkAst(root, (node) => {
    const detail = tableReference(node);
    const name = detail === undefined ? undefined : tableIdentifierName(detail);
    if (!name || (name.qualifier === undefined && hasWith)) return;
    if (!keys.has(`${name.qualifier ?? database}.${name.table}`)) {
      throw new TableNotReadableError(
        name.qualifier === undefined ? name.table : `${name.qualifier}.${name.table}`,
      );
    }
  });
}

/**
 * The check on what ClickHouse resolved (`EXPLAIN QUERY TREE`, the analyzer the query then runs
 * with): every table or view the query reads, CTEs resolved by the engine itself, must be
 * readable. Allowed besides: `system.one` (a SELECT without FROM) and the working table of a
 * recursive CTE of the query.
 */
export function assertReadableInTree(
  lines: readonly string[],
  database: string,
  keys: ReadableKeys,
): void {
  const recursiveCtes = new Set(
    lines
      .filter((line) => line.includes('is_recursive_cte: 1'))
      .map((line) => /cte_name: (.*?)(?:, union_mode: |$)/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  let tables = 0;
  for (const line of lines) {
    const table = /^\s*TABLE id: \d+, (?:alias: [^,]*, )?table_name: (.*)$/.exec(line)?.[1];
    if (table === undefined) {
      if (/^\s*TABLE id:/.test(line)) throw unreadableTree();
      continue;
    }
    tables += 1;
    const name = table.split(AFTER_TABLE_NAME)[0] ?? '';
    const temporary = /, temporary_table_name: (.*?)(?:, \w+: |$)/.exec(table)?.[1];
    if (keys.has(name) || name === IMPLICIT_ONE) continue;
    if (name.startsWith(TEMPORARY_DATABASE) && temporary && recursiveCtes.has(temporary)) continue;
    const prefix = `${database}.`;
    throw new TableNotReadableError(name.startsWith(prefix) ? name.slice(prefix.length) : name);
  }
  if (tables === 0 && !lines.some((line) => /^\s*QUERY id: /.test(line))) throw unreadableTree();
}

function tableReference(node: AstNode): string | undefined {
  if (node.kind === 'TableIdentifier') return node.detail;
  if (node.kind === 'Function' && IN_FUNCTION.test(node.detail)) {
    const right = node.children[0]?.children[1];
    if (right?.kind === 'Identifier') return right.detail;
  }
  return undefined;
}

const IN_FUNCTION =
  /^(in|notIn|globalIn|globalNotIn|nullIn|notNullIn|globalNullIn|globalNotNullIn)\b/;

function unreadableTree(): QueryRefusedError {
  return new QueryRefusedError(
    'The tables this query reads could not be checked (EXPLAIN QUERY TREE printed an unexpected shape).',
  );
}

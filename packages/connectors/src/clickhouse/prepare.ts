import type { ParamValue, PrepareScope, PreparedQuery } from '../connector';
import { ConnectorError, QueryError, QueryRefusedError } from '../errors';
import { parseExplainAst, walkAst, type AstNode } from './explain-ast';
import { ANALYZER_SETTING, type ClickHouseParser } from './parser';
import { assertReadOnlySelect } from './read-only-guard';
import { assertReadableInAst, assertReadableInTree, readableKeys } from './readable-tables';
import { tableFiltersClause } from './table-filters';

/**
 * Checks on ClickHouse's own AST that `query.sql` is one read-only SELECT reading only the
 * connection's database and, for tenants, only their readable tables (default-deny, on the
 * analyzer's query tree), then scopes it: tenants' raw SQL is refused (no rewriter here); the
 * tenant predicates and raw-table filters go into `additional_table_filters`, which ClickHouse
 * applies to every read of those tables. Returns the canonical text ClickHouse printed.
 */
export async function prepareClickHouseQuery(
  parser: ClickHouseParser,
  database: string,
  query: { sql: string; params?: readonly ParamValue[] },
  scope: PrepareScope,
): Promise<PreparedQuery> {
  const tenant = scope.tenant.length > 0 || scope.readableTables !== undefined;
  if (scope.raw && tenant) {
    throw new QueryRefusedError(
      'SQL written by tenants is not accepted on ClickHouse connections: only charts compiled by Chartroom run for tenants.',
    );
  }
  const params = [...(query.params ?? [])];
  if (query.sql.trim() === '') throw new QueryRefusedError('The query is empty.');
  const formatted = await parse(() => parser.formatQuery(query.sql));
  const ast = parseExplainAst(await parse(() => parser.explainAst(formatted, params)));
  assertReadOnlySelect(ast, database);
  const readable = readableKeys(database, scope);
  if (readable) {
    assertReadableInAst(ast, database, readable);
    const tree = await parse(() => parser.explainQueryTree(formatted, params));
    assertReadableInTree(tree, database, readable);
  }
  const filters = tableFiltersClause(database, scope.tenant, scope.tableFilters);
  // Default-deny checked the analyzer's resolution: the query runs with the analyzer too.
  const clause = !readable
    ? filters
    : filters === ''
      ? `SETTINGS ${ANALYZER_SETTING}`
      : `${filters}, ${ANALYZER_SETTING}`;
  if (clause === '') return { sql: formatted, params };
  const sql = `(\n${formatted}\n)\n${clause}`;
  await assertStatementSettings(parser, sql, clause, params);
  return { sql, params };
}

/**
 * The scoped statement must still be one SELECT whose only SETTINGS clause is ours, attached to
 * the statement itself (query-level settings, applied to every part of the query): the body is
 * parenthesised so the clause cannot attach to its last SELECT, no other SETTINGS node exists,
 * and ClickHouse prints the clause after the closing parenthesis.
 */
async function assertStatementSettings(
  parser: ClickHouseParser,
  sql: string,
  clause: string,
  params: readonly ParamValue[],
): Promise<void> {
  const root = parseExplainAst(await parse(() => parser.explainAst(sql, params)));
  const settings: AstNode[] = [];
  walkAst(root, (node) => {
    if (node.kind === 'Set') settings.push(node);
  });
  const printedClause = (await parse(() => parser.formatQuery(`SELECT 1\n${clause}`))).replace(
    /^SELECT 1\n/,
    '',
  );
  const printed = await parse(() => parser.formatQuery(sql));
  const valid =
    root.kind === 'SelectWithUnionQuery' &&
    settings.every((node) => node === root.children[1]) &&
    printed.trimEnd().endsWith(`)\n${printedClause.trimEnd()}`);
  if (!valid) throw new QueryRefusedError('The query could not be scoped to the tenant.');
}

async function parse<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/Multi-statements are not allowed/i.test(message)) {
      throw new QueryRefusedError(
        'Only one read-only SELECT statement is allowed (found several statements).',
      );
    }
    if (/Syntax error|SYNTAX_ERROR|Empty query/i.test(message)) {
      throw new QueryRefusedError(`The query could not be parsed: ${message}`, { cause: error });
    }
    throw new QueryError(message, { cause: error });
  }
}

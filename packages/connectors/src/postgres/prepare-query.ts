import type { ParamValue, PrepareScope, PreparedQuery } from '../connector';
import { QueryRefusedError } from '../errors';
import { deparseStatement, loadPgParser, stringField, type PgObject } from './pg-ast';
import { assertSafeQuery, parseSingleSelect, visitNodes, visitObjects } from './read-only-guard';
import { assertReadableTables } from './readable-tables';
import { ParamAllocator } from './scope-predicates';
import { verifyTenantScopes } from './scope-verifier';
import { applyScopes, buildScopeRules } from './tenant-scope';

/**
 * The connector's `prepare`, engine-free: parse with PostgreSQL's parser, refuse anything not
 * provably read-only (and, for tenants, any table that is neither scoped nor shared), rewrite scoped and filtered tables (values appended to the parameters),
 * deparse, then parse the final text again and prove the guard and every tenant filter on it.
 * A query that needs no rewrite is returned as written (the text that was checked).
 */
export async function preparePostgresQuery(
  query: { sql: string; params?: readonly ParamValue[] },
  scope: PrepareScope,
): Promise<PreparedQuery> {
  await loadPgParser();
  const params: ParamValue[] = [...(query.params ?? [])];
  const tenant = scope.tenant.length > 0 || scope.readableTables !== undefined;
  const statement = parseSingleSelect(query.sql);
  assertSafeQuery(statement, { tenant, paramCount: params.length });
  const readable = scope.readableTables && [
    ...scope.readableTables,
    ...scope.tenant.map((t) => t.table),
  ];
  if (readable) assertReadableTables(statement, readable);
  const rules = buildScopeRules(scope.tenant, scope.tableFilters);
  if (rules.tenant.size === 0 && rules.filters.size === 0) return { sql: query.sql, params };

  const allocator = new ParamAllocator(params);
  if (applyScopes(statement, rules, allocator) === 0) {
    return { sql: query.sql, params: [...(query.params ?? [])] };
  }
  assertDeparsable(statement);
  const sql = deparseStatement(statement);
  let reparsed: PgObject;
  try {
    reparsed = parseSingleSelect(sql);
  } catch (error) {
    throw new QueryRefusedError(
      'The query could not be restricted to your data safely (it did not survive the rewrite).',
      { cause: error },
    );
  }
  assertSameCteNames(statement, reparsed);
  assertSafeQuery(reparsed, { tenant, paramCount: params.length });
  if (readable) assertReadableTables(reparsed, readable);
  verifyTenantScopes(reparsed, rules.tenant, params);
  return { sql, params };
}

/** The deparser writes CTE names unquoted: `WITH "Orders"` would come back as `orders`. */
function assertSameCteNames(original: PgObject, reparsed: PgObject): void {
  const before = cteNames(original);
  const after = cteNames(reparsed);
  const changed = before.find((name, index) => after[index] !== name);
  if (changed !== undefined || before.length !== after.length) {
    throw new QueryRefusedError(
      `The WITH query name "${changed ?? ''}" cannot be used with tenant scoping or table filters: use a lower-case name without quotes.`,
    );
  }
}

function cteNames(statement: PgObject): string[] {
  const names: string[] = [];
  visitNodes(statement, (type, body) => {
    if (type === 'CommonTableExpr') names.push(stringField(body, 'ctename'));
  });
  return names;
}

/** Constructs the deparser is known to render with another meaning. */
function assertDeparsable(statement: PgObject): void {
  visitObjects(statement, (body) => {
    if (body.limitOption === 'LIMIT_OPTION_WITH_TIES') {
      throw new QueryRefusedError(
        'FETCH … WITH TIES cannot be combined with tenant scoping or table filters: use LIMIT.',
      );
    }
  });
}

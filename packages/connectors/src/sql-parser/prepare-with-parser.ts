import type { ParamValue, PreparedQuery, PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { cloneNode } from './ast-node';
import { parseOneStatement, sqlify } from './parser';
import { decodePlaceholders, encodePlaceholders, markersInText } from './placeholders';
import { assertReadable, readableKeys } from './readable-tables';
import { ScopeRewriter } from './scope-rewrite';
import type { SqlEngine } from './sql-engine';
import { assertReadOnlySelect } from './statement-guard';
import { assertNoReservedNames, tableConditions } from './table-conditions';
import { walkTableRefs } from './table-refs';
import { assertTenantMayRead, paramMarkers, verifyScopedReferences } from './verify-rewrite';

const NOT_FAITHFUL =
  'The query could not be checked safely: the SQL parser does not print it back faithfully. ' +
  'Simplify the query or write it differently.';

/**
 * `Connector.prepare` for the engines checked by node-sql-parser (MySQL/MariaDB, MS SQL,
 * BigQuery): one read-only SELECT reading, for tenants, only readable tables (default-deny), tenant scopes and table filters rewritten in on the AST with
 * their values bound as new parameters, printed back by node-sql-parser in the same dialect.
 * The SQL that runs is always the printed one (comments, MySQL's `/*! … *\/` included, never
 * reach the engine), and it is parsed again and checked before it is returned.
 */
export function prepareWithParser(
  engine: SqlEngine,
  query: { sql: string; params?: readonly ParamValue[] },
  scope: PrepareScope,
): PreparedQuery {
  const originals = [...(query.params ?? [])];
  const tenant = scope.tenant.length > 0 || scope.readableTables !== undefined;
  assertNoReservedNames(query.sql);
  const conditions = tableConditions(scope);
  const readable = readableKeys(engine, scope);

  const statement = parseOneStatement(
    encodePlaceholders(query.sql, engine, originals.length),
    engine,
  );
  assertReadOnlySelect(statement, engine, tenant);
  const rewriter = new ScopeRewriter(engine, conditions);
  walkTableRefs(statement, engine, (visit) => {
    if (visit.isCte) return undefined;
    if (tenant) assertTenantMayRead(engine, visit.parts);
    assertReadable(engine, readable, visit.parts);
    return rewriter.rewrite(visit);
  });
  const expectedMarkers = paramMarkers(statement).sort();
  const text = sqlify(statement, engine);

  // The printed SQL is what runs: read it back and check it again.
  let final;
  try {
    final = parseOneStatement(text, engine);
  } catch (error) {
    throw new QueryRefusedError(NOT_FAITHFUL, { cause: error });
  }
  if (sqlify(cloneNode(final), engine) !== text) throw new QueryRefusedError(NOT_FAITHFUL);
  assertReadOnlySelect(final, engine, tenant);
  verifyScopedReferences(final, engine, conditions, tenant, rewriter.wrappers, readable);
  const finalMarkers = paramMarkers(final).sort();
  const textMarkers = markersInText(text).sort();
  if (!sameList(finalMarkers, expectedMarkers) || !sameList(textMarkers, expectedMarkers)) {
    throw new QueryRefusedError(NOT_FAITHFUL);
  }
  return decodePlaceholders(text, engine, originals, rewriter.added);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

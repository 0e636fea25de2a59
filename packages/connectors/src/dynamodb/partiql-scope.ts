import type { Predicate } from '@chartroom/core';
import type { ParamValue, PrepareScope, PreparedQuery } from '../connector';
import { QueryRefusedError, TableNotReadableError } from '../errors';
import { partiQlDialect } from './dialect';
import { parsePartiQlSelect } from './partiql-statement';

/**
 * Checks that `sql` is one PartiQL SELECT (of a readable table, for tenants) and adds, by
 * construction, the tenant predicates (`"column" = ?`) and raw-table filters of its table to its
 * WHERE clause, values appended to the parameters. Tenants' own PartiQL is refused: there is no full parser here.
 */
export function preparePartiQl(
  query: { sql: string; params?: readonly ParamValue[] },
  scope: PrepareScope,
): PreparedQuery {
  const tenant = scope.tenant.length > 0 || scope.readableTables !== undefined;
  if (scope.raw && tenant) {
    throw new QueryRefusedError(
      'PartiQL written by tenants is not accepted on DynamoDB connections: only charts compiled by Chartroom run for tenants.',
    );
  }
  const statement = parsePartiQlSelect(query.sql);
  // Default-deny: the one table read must be scoped or shared (names compare exactly, as
  // DynamoDB's and as the tenant scopes below do).
  const readable = scope.readableTables && [
    ...scope.readableTables,
    ...scope.tenant.map((t) => t.table),
  ];
  if (readable && !readable.includes(statement.table)) {
    throw new TableNotReadableError(statement.table);
  }
  const params = [...(query.params ?? [])];
  if (statement.paramCount !== params.length) {
    throw new QueryRefusedError(
      `The query has ${statement.paramCount} parameters but ${params.length} values were given.`,
    );
  }
  const conditions: string[] = [];
  for (const tenant of scope.tenant) {
    if (tenant.table !== statement.table) continue;
    if (
      tenant.column.trim() === '' ||
      (typeof tenant.value === 'number' && !Number.isFinite(tenant.value))
    ) {
      throw new QueryRefusedError(`Invalid tenant scope for table "${tenant.table}".`);
    }
    conditions.push(`${partiQlDialect.quoteIdentifier(tenant.column)} = ?`);
    params.push(tenant.value);
  }
  for (const filter of scope.tableFilters ?? []) {
    if (filter.table !== statement.table) continue;
    conditions.push(renderPartiQlPredicate(filter.predicate, params));
  }
  if (conditions.length === 0) return { sql: query.sql, params };
  const { sql, fromEnd, where, tailStart } = statement;
  const existing = where ? [`(${sql.slice(where.start, where.end)})`] : [];
  const tail = sql.slice(tailStart).trim();
  const scoped = `${sql.slice(0, fromEnd)} WHERE ${[...existing, ...conditions].join(' AND ')}${tail ? ` ${tail}` : ''}`;
  return { sql: scoped, params };
}

/** A filter predicate in PartiQL, values appended to `params` as `?`. */
export function renderPartiQlPredicate(predicate: Predicate, params: ParamValue[]): string {
  const column = partiQlDialect.quoteIdentifier(predicate.column);
  const bind = (value: ParamValue) => {
    params.push(value);
    return '?';
  };
  const values = predicate.values;
  const need = (count: number) => {
    if (values.length < count) {
      throw new QueryRefusedError(
        `Filter ${predicate.operator} on ${predicate.column} needs ${count} value(s).`,
      );
    }
  };
  const compare = {
    equals: '=',
    not_equals: '<>',
    gt: '>',
    gte: '>=',
    lt: '<',
    lte: '<=',
  } as const;
  switch (predicate.operator) {
    case 'equals':
    case 'not_equals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      need(1);
      return `${column} ${compare[predicate.operator]} ${bind(values[0] ?? null)}`;
    case 'between':
    case 'not_between': {
      need(2);
      const range = `${column} BETWEEN ${bind(values[0] ?? null)} AND ${bind(values[1] ?? null)}`;
      return predicate.operator === 'between' ? range : `NOT (${range})`;
    }
    case 'in':
    case 'not_in': {
      if (values.length === 0) return predicate.operator === 'in' ? 'false' : 'true';
      const list = `${column} IN [${values.map(bind).join(', ')}]`;
      return predicate.operator === 'in' ? list : `NOT (${list})`;
    }
    case 'like':
    case 'not_like': {
      need(1);
      const match = likeCondition(column, String(values[0]), bind);
      return predicate.operator === 'like' ? match : `NOT (${match})`;
    }
    case 'is_null':
      return `(${column} IS NULL OR ${column} IS MISSING)`;
    case 'is_not_null':
      return `(${column} IS NOT NULL AND ${column} IS NOT MISSING)`;
  }
}

/**
 * PartiQL on DynamoDB has no LIKE: `x%` becomes `begins_with`, any other pattern `contains` of
 * its text without the `%` wildcards (case-sensitive, as DynamoDB compares).
 */
function likeCondition(
  column: string,
  pattern: string,
  bind: (value: ParamValue) => string,
): string {
  const text = pattern.replace(/^%+|%+$/g, '');
  if (!pattern.startsWith('%') && pattern.endsWith('%'))
    return `begins_with(${column}, ${bind(text)})`;
  return `contains(${column}, ${bind(text)})`;
}

import { ParamList, renderPredicate, type ParamType } from '@chartroom/core';
import type { TableFilter, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { clickHouseDialect } from './dialect';
import { clickHouseStringLiteral } from './string-literal';

/**
 * Renders values as ClickHouse string literals instead of placeholders: the
 * `additional_table_filters` setting is parsed on its own, without the query's parameters.
 * Every value is a string literal (ClickHouse converts it to the column's type; a number
 * literal against a String column would fail).
 */
class LiteralList extends ParamList {
  constructor() {
    super(clickHouseDialect);
  }

  override add(value: string | number | boolean | null, _type?: ParamType): string {
    if (value === null) return 'NULL';
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new QueryRefusedError('A filter value is not a finite number.');
    }
    return clickHouseStringLiteral(String(value));
  }
}

/**
 * The `SETTINGS additional_table_filters = {…}` clause that makes ClickHouse filter every read
 * of each scoped or filtered table (in subqueries, joins, CTEs, unions, views and IN), keyed by
 * `database.table`. Empty when nothing is scoped.
 */
export function tableFiltersClause(
  database: string,
  tenant: readonly TenantScope[],
  tableFilters: readonly TableFilter[] = [],
): string {
  const conditions = new Map<string, string[]>();
  const add = (table: string, condition: string) => {
    const key = tableKey(database, table);
    conditions.set(key, [...(conditions.get(key) ?? []), `(${condition})`]);
  };
  for (const scope of tenant) {
    validateScope(scope);
    const column = clickHouseDialect.quoteIdentifier(scope.column);
    add(scope.table, `${column} = ${clickHouseStringLiteral(String(scope.value))}`);
  }
  for (const filter of tableFilters) {
    const column = clickHouseDialect.quoteIdentifier(filter.predicate.column);
    add(
      filter.table,
      renderPredicate(clickHouseDialect, new LiteralList(), filter.predicate, column),
    );
  }
  if (conditions.size === 0) return '';
  const entries = [...conditions].map(
    ([key, parts]) =>
      `${clickHouseStringLiteral(key)}: ${clickHouseStringLiteral(parts.join(' AND '))}`,
  );
  return `SETTINGS additional_table_filters = {${entries.join(', ')}}`;
}

/** `orders` → `<database>.orders`; `db.orders` stays as written. */
export function tableKey(database: string, table: string): string {
  const parts = table.split('.');
  if (parts.length === 1) return `${database}.${table}`;
  if (parts.length === 2 && parts.every((part) => part !== '')) return table;
  throw new QueryRefusedError(`Invalid table name "${table}" in a tenant policy or table filter.`);
}

function validateScope(scope: TenantScope): void {
  const valid =
    scope.table.trim() !== '' &&
    scope.column.trim() !== '' &&
    (typeof scope.value === 'string' || Number.isFinite(scope.value));
  if (!valid) throw new QueryRefusedError(`Invalid tenant scope for table "${scope.table}".`);
}

import type { Predicate } from '@chartroom/core';
import type { PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { MARKER_PREFIX } from './placeholders';

/** The alias of a scoped table inside its filtering subquery. */
export const INNER_ALIAS = '__chartroom_scoped';
const RESERVED = [MARKER_PREFIX, '__chartroom'];

/** A predicate every reference to a table must satisfy (tenant scope or raw-table filter). */
export interface TableCondition {
  /** The table's name parts as configured (`orders`, `shop.orders`), outermost first. */
  tableParts: string[];
  predicate: Predicate;
}

/** The scope's tenant scopes (equality on the tenant column) and table filters, validated. */
export function tableConditions(scope: PrepareScope): TableCondition[] {
  const conditions: TableCondition[] = [];
  for (const tenant of scope.tenant) {
    const valid =
      validName(tenant.table) &&
      validName(tenant.column) &&
      (typeof tenant.value === 'string' || Number.isFinite(tenant.value));
    if (!valid) throw new QueryRefusedError(`Invalid tenant scope for table "${tenant.table}".`);
    conditions.push({
      tableParts: splitTableName(tenant.table),
      predicate: { column: tenant.column, operator: 'equals', values: [tenant.value] },
    });
  }
  for (const filter of scope.tableFilters ?? []) {
    const { predicate } = filter;
    const valid =
      validName(filter.table) &&
      validName(predicate.column) &&
      predicate.values.every((v) => typeof v !== 'number' || Number.isFinite(v));
    if (!valid) throw new QueryRefusedError(`Invalid filter on table "${filter.table}".`);
    conditions.push({ tableParts: splitTableName(filter.table), predicate });
  }
  return conditions;
}

/** The conditions whose table is the one named `refParts` (see `sameTable`). */
export function conditionsFor(
  conditions: readonly TableCondition[],
  refParts: readonly string[],
): TableCondition[] {
  return conditions.filter((c) => sameTable(refParts, c.tableParts));
}

/**
 * Whether a reference may name the configured table: same table name in any letter case, and
 * the qualifiers both spell out (database, schema, project) equal in any case. A qualifier
 * only one side gives is not compared, so a scope is applied whenever the reference could be
 * the table (over-scoping a same-named table is safe; missing one is not).
 */
export function sameTable(refParts: readonly string[], tableParts: readonly string[]): boolean {
  const a = refParts.map((p) => p.toLowerCase()).reverse();
  const b = tableParts.map((p) => p.toLowerCase()).reverse();
  if (a[0] === undefined || a[0] !== b[0]) return false;
  for (let i = 1; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

export function splitTableName(name: string): string[] {
  return name.split('.').filter((part) => part !== '');
}

/** Refuses SQL that spells the rewrite's own reserved names (markers, inner alias). */
export function assertNoReservedNames(sql: string): void {
  const lower = sql.toLowerCase();
  const found = RESERVED.find((word) => lower.includes(word));
  if (found) throw new QueryRefusedError(`Names starting with "${found}" are reserved.`);
}

function validName(name: string): boolean {
  const lower = name.toLowerCase();
  return name.trim() !== '' && !RESERVED.some((word) => lower.includes(word));
}

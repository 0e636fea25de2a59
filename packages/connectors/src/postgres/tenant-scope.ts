import type { Predicate } from '@chartroom/core';
import type { TableFilter, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { cloneAst, isPgObject, stringField, type PgObject } from './pg-ast';
import {
  conjunction,
  filterCondition,
  SCOPED_ALIAS,
  type ParamAllocator,
  tenantCondition,
} from './scope-predicates';
import { isCteReference, walkRangeVars } from './table-ref-walker';

/** A table name from a tenant policy or a filter: `orders` or `schema.orders`, any case. */
interface TableName {
  schema: string | undefined;
  table: string;
}

interface TableRule<T> {
  name: TableName;
  rule: T;
}

/**
 * Rules keyed by table. Matching is deliberately wide (never narrower than PostgreSQL's own
 * resolution): letter case is ignored, an unqualified rule matches the table in any schema,
 * a qualified rule also matches unqualified references (the search path may resolve them
 * to it). Matching too much only filters more; it never lets a row through.
 */
export class TableRules<T> {
  private readonly rules: TableRule<T>[];

  constructor(entries: ReadonlyArray<{ table: string; rule: T }>) {
    this.rules = entries.map(({ table, rule }) => ({ name: parseTableName(table), rule }));
  }

  get size(): number {
    return this.rules.length;
  }

  /** The rules that apply to a RangeVar (CTE references must be excluded by the caller). */
  matching(rangeVar: PgObject): T[] {
    const schema = stringField(rangeVar, 'schemaname').toLowerCase();
    const table = stringField(rangeVar, 'relname').toLowerCase();
    return this.rules
      .filter(
        ({ name }) =>
          name.table === table &&
          (name.schema === undefined || schema === '' || name.schema === schema),
      )
      .map(({ rule }) => rule);
  }
}

export interface ScopeRules {
  tenant: TableRules<TenantScope>;
  filters: TableRules<Predicate>;
}

export function buildScopeRules(
  tenant: readonly TenantScope[],
  tableFilters: readonly TableFilter[] = [],
): ScopeRules {
  for (const scope of tenant) validateScope(scope);
  for (const filter of tableFilters) validateFilter(filter);
  return {
    tenant: new TableRules(tenant.map((scope) => ({ table: scope.table, rule: scope }))),
    filters: new TableRules(tableFilters.map((f) => ({ table: f.table, rule: f.predicate }))),
  };
}

/**
 * Replaces every reference to a scoped or filtered table (not a CTE reference) by
 * `(SELECT * FROM <same reference> AS __chartroom_scoped WHERE <conditions>) AS <alias>`,
 * the tenant values and filter values appended to `params` as new parameters. Returns how
 * many references were rewritten.
 */
export function applyScopes(
  statement: PgObject,
  rules: ScopeRules,
  params: ParamAllocator,
): number {
  let rewritten = 0;
  walkRangeVars(statement, (rangeVar, ctes) => {
    if (isCteReference(rangeVar, ctes)) return;
    const scopes = rules.tenant.matching(rangeVar);
    const filters = rules.filters.matching(rangeVar);
    if (scopes.length === 0 && filters.length === 0) return;
    rewritten += 1;
    const conditions = [
      ...scopes.map((scope) => tenantCondition(scope, params)),
      ...filters.map((predicate) => filterCondition(predicate, params)),
    ];
    return scopedReference(rangeVar, conditions);
  });
  return rewritten;
}

function scopedReference(rangeVar: PgObject, conditions: PgObject[]): PgObject {
  const alias = isPgObject(rangeVar.alias) ? rangeVar.alias : undefined;
  const inner: PgObject = { ...cloneAst(rangeVar), alias: { aliasname: SCOPED_ALIAS } };
  const outerAlias: PgObject = {
    aliasname: stringField(alias, 'aliasname') || stringField(rangeVar, 'relname'),
  };
  if (alias && Array.isArray(alias.colnames)) outerAlias.colnames = cloneAst(alias.colnames);
  return {
    RangeSubselect: {
      subquery: {
        SelectStmt: {
          targetList: [{ ResTarget: { val: { ColumnRef: { fields: [{ A_Star: {} }] } } } }],
          fromClause: [{ RangeVar: inner }],
          whereClause: conjunction(conditions),
          limitOption: 'LIMIT_OPTION_DEFAULT',
          op: 'SETOP_NONE',
        },
      },
      alias: outerAlias,
    },
  };
}

function parseTableName(table: string): TableName {
  const parts = table.toLowerCase().split('.');
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return { schema, table: name };
}

function validateScope(scope: TenantScope): void {
  const valid =
    scope.table.trim() !== '' &&
    scope.column.trim() !== '' &&
    (typeof scope.value === 'string' || Number.isFinite(scope.value));
  if (!valid) throw new QueryRefusedError(`Invalid tenant scope for table "${scope.table}".`);
}

function validateFilter(filter: TableFilter): void {
  if (filter.table.trim() === '' || filter.predicate.column.trim() === '') {
    throw new QueryRefusedError(`Invalid filter for table "${filter.table}".`);
  }
}

import type { ParamValue, PreparedQuery, PrepareScope } from '../connector';
import { assertPositionalParameters } from './query-params';
import { assertReadsOnlyCatalog, parseSingleSelect, type ReadableCatalog } from './read-only-guard';
import { stringifyAst } from './sql-ast';
import {
  filterCondition,
  tenantCondition,
  type ConditionNode,
  type ConditionTemplates,
} from './table-conditions';
import {
  applyTableConditions,
  ParameterBinder,
  readScopeTemplate,
  SCOPE_TEMPLATE_SQL,
  type ScopeTemplate,
} from './tenant-scope';

/** What `prepareQuery` needs from the engine: DuckDB's parser, deparser and catalog. */
export interface PrepareEngine {
  /** `json_serialize_sql(sql)`. */
  serialize(sql: string): Promise<string>;
  /** `json_deserialize_sql(json)`. */
  deserialize(json: string): Promise<string>;
  catalog(): Promise<ReadableCatalog>;
  /** The scoped-table subquery shape (see `loadScopeTemplate`). */
  scopeTemplate(): Promise<ScopeTemplate>;
  templates: ConditionTemplates;
}

/**
 * Parses with DuckDB's own parser, refuses anything but one SELECT over the connection's own
 * tables, then rewrites every reference to a scoped or filtered table into that table filtered
 * by its conditions, their values appended to the parameters, and deparses with DuckDB.
 */
export async function prepareQuery(
  engine: PrepareEngine,
  query: { sql: string; params?: readonly ParamValue[] },
  scope: PrepareScope,
): Promise<PreparedQuery> {
  const params = query.params ?? [];
  const statement = parseSingleSelect(await engine.serialize(query.sql));
  const catalog = await engine.catalog();
  assertReadsOnlyCatalog(statement, catalog);
  assertPositionalParameters(statement, params.length);
  const conditions = [
    ...scope.tenant.map(tenantCondition),
    ...(scope.tableFilters ?? []).map(filterCondition),
  ];
  const byTable = new Map<string, ConditionNode[]>();
  for (const condition of conditions) {
    const node = await engine.templates.build(condition);
    byTable.set(condition.tableKey, [...(byTable.get(condition.tableKey) ?? []), node]);
  }
  const binder = new ParameterBinder(params);
  const template = await engine.scopeTemplate();
  const rewritten = applyTableConditions(statement, byTable, template, catalog.database, binder);
  const sql = await engine.deserialize(stringifyAst({ error: false, statements: [rewritten] }));
  return { sql, params: binder.params };
}

/** Reads the scoped-table subquery shape from DuckDB's parse of `SCOPE_TEMPLATE_SQL`. */
export async function loadScopeTemplate(
  serialize: (sql: string) => Promise<string>,
): Promise<ScopeTemplate> {
  return readScopeTemplate(parseSingleSelect(await serialize(SCOPE_TEMPLATE_SQL)));
}

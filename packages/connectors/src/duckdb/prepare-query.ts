import type { ParamValue, PreparedQuery, PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { assertPositionalParameters } from './query-params';
import {
  assertReadsOnlyCatalog,
  parseSingleSelect,
  type ReadableCatalog,
  type ReadableTables,
} from './read-only-guard';
import { isAstObject, stringField, stringifyAst, type AstObject, type AstValue } from './sql-ast';
import {
  filterCondition,
  tableKey,
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
  const statement = parseSingleSelect(await engine.serialize(query.sql), query.sql);
  const catalog = await engine.catalog();
  assertReadsOnlyCatalog(statement, catalog, readableTables(scope, catalog.database));
  assertPositionalParameters(statement, params.length);
  const conditions = [
    ...scope.tenant.map((tenant) => tenantCondition(tenant, catalog.database)),
    ...(scope.tableFilters ?? []).map((filter) => filterCondition(filter, catalog.database)),
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
  await assertRecursiveCtesKept(engine, rewritten, sql);
  return { sql, params: binder.params };
}

/**
 * Default-deny: the keys of the tables a tenant may read (the listed ones and, always, the
 * scoped ones), resolved like the query's references; undefined when the scope sets no list.
 */
function readableTables(scope: PrepareScope, database: string): ReadableTables {
  if (scope.readableTables === undefined) return undefined;
  const names = [...scope.readableTables, ...scope.tenant.map((tenant) => tenant.table)];
  return new Set(names.map((name) => tableKey(name, database)));
}

/**
 * The recursive term of a recursive CTE reads the CTE, not a table of its name, only while the
 * text says `WITH RECURSIVE` and the CTE is a UNION: the SQL that runs must parse back into the
 * same recursive CTEs, or a self-reference left unscoped could read the real table.
 */
async function assertRecursiveCtesKept(
  engine: PrepareEngine,
  statement: AstObject,
  sql: string,
): Promise<void> {
  const before = recursiveCteNames(statement);
  if (before.length === 0) return;
  const after = recursiveCteNames(parseSingleSelect(await engine.serialize(sql)));
  if (after.length !== before.length || after.some((name, i) => name !== before[i])) {
    throw new QueryRefusedError('This recursive query could not be checked safely.');
  }
}

function recursiveCteNames(value: AstValue, names: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) recursiveCteNames(item, names);
  } else if (isAstObject(value)) {
    if (value.type === 'RECURSIVE_CTE_NODE' && !('class' in value)) {
      names.push(stringField(value, 'cte_name').toLowerCase());
    }
    for (const child of Object.values(value)) recursiveCteNames(child, names);
  }
  return names;
}

/** Reads the scoped-table subquery shape from DuckDB's parse of `SCOPE_TEMPLATE_SQL`. */
export async function loadScopeTemplate(
  serialize: (sql: string) => Promise<string>,
): Promise<ScopeTemplate> {
  return readScopeTemplate(parseSingleSelect(await serialize(SCOPE_TEMPLATE_SQL)));
}

import { ParamList, renderPredicate, type Predicate } from '@chartroom/core';
import type { ParamValue, TableFilter, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { duckDbDialect } from './dialect';
import { parseSingleSelect } from './read-only-guard';
import { cloneAst, isAstObject, type AstObject, type AstValue } from './sql-ast';

/** The alias of a scoped table inside its filtering subquery. */
export const INNER_ALIAS = '__chartroom_scoped';
const COLUMN_PLACEHOLDER = '__chartroom_column';
const MAX_TEMPLATES = 256;

/** A predicate every reference to `table` must satisfy (a tenant scope or a table filter). */
export interface TableCondition {
  /** `schema.table`, lower-cased (`main.` when the scope names no schema). */
  tableKey: string;
  column: string;
  predicate: Predicate;
}

/** A condition as a DuckDB WHERE node, its parameters numbered from $1, with their values. */
export interface ConditionNode {
  where: AstObject;
  values: ParamValue[];
}

export function tenantCondition(scope: TenantScope, database: string): TableCondition {
  const valid =
    scope.table.trim() !== '' &&
    scope.column.trim() !== '' &&
    (typeof scope.value === 'string' || Number.isFinite(scope.value));
  if (!valid) throw new QueryRefusedError(`Invalid tenant scope for table "${scope.table}".`);
  return {
    tableKey: tableKey(scope.table, database),
    column: scope.column,
    predicate: { column: scope.column, operator: 'equals', values: [scope.value] },
  };
}

export function filterCondition(filter: TableFilter, database: string): TableCondition {
  const { predicate } = filter;
  const valid =
    filter.table.trim() !== '' &&
    predicate.column.trim() !== '' &&
    predicate.values.every((v) => typeof v !== 'number' || Number.isFinite(v));
  if (!valid) {
    throw new QueryRefusedError(`Invalid filter on table "${filter.table}".`);
  }
  return { tableKey: tableKey(filter.table, database), column: predicate.column, predicate };
}

/**
 * Builds conditions from DuckDB's own parse of the predicate rendered by core (against a
 * placeholder column, values as `$n` only), then puts the real column name into the column
 * node. Parsed templates are cached by their SQL text, which depends only on the operator,
 * the number of values and `temporal`: never on the values.
 */
export class ConditionTemplates {
  private readonly cache = new Map<string, Promise<AstObject>>();

  constructor(private readonly serialize: (sql: string) => Promise<string>) {}

  async build(condition: TableCondition): Promise<ConditionNode> {
    const { sql, values } = renderCondition(condition);
    let template = this.cache.get(sql);
    if (!template) {
      template = this.parse(sql);
      // Bounded: IN lists of many lengths each make a template.
      if (this.cache.size >= MAX_TEMPLATES) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(sql, template);
      template.catch(() => this.cache.delete(sql));
    }
    const where = withColumn(cloneAst(await template), condition.column);
    return { where, values };
  }

  private async parse(where: string): Promise<AstObject> {
    const sql = `SELECT * FROM __chartroom_table AS ${INNER_ALIAS} WHERE ${where}`;
    const statement = parseSingleSelect(await this.serialize(sql));
    const node = isAstObject(statement.node) ? statement.node.where_clause : undefined;
    if (!isAstObject(node)) throw new Error('Unexpected AST shape for a table condition.');
    return node;
  }
}

function renderCondition(condition: TableCondition): { sql: string; values: ParamValue[] } {
  const params = new ParamList(duckDbDialect);
  const predicate = { ...condition.predicate, column: COLUMN_PLACEHOLDER };
  try {
    const columnRef = `${INNER_ALIAS}.${COLUMN_PLACEHOLDER}`;
    const { sql, params: values } = params.finish(
      renderPredicate(duckDbDialect, params, predicate, columnRef),
    );
    return { sql, values };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new QueryRefusedError(
      `Invalid filter on column "${condition.column}": ${reason.replace(COLUMN_PLACEHOLDER, condition.column)}.`,
    );
  }
}

/** Points every placeholder column reference of `node` at `column` (as a name node, never text). */
function withColumn<T extends AstValue>(node: T, column: string): T {
  if (Array.isArray(node)) {
    for (const item of node) withColumn(item, column);
  } else if (isAstObject(node)) {
    const names = node.column_names;
    if (
      node.class === 'COLUMN_REF' &&
      Array.isArray(names) &&
      names.length === 2 &&
      names[0] === INNER_ALIAS &&
      names[1] === COLUMN_PLACEHOLDER
    ) {
      node.column_names = [INNER_ALIAS, column];
    }
    for (const child of Object.values(node)) withColumn(child, column);
  }
  return node;
}

/**
 * The `schema.table` key, lower-cased, of a table named in a policy or filter, resolved as
 * `resolveBaseTable` resolves a query's reference on the connection's `database`: `orders`,
 * `main.orders`, `<database>.orders` and `<database>.main.orders` → `main.orders`. The catalog
 * of a three-part name is not compared (a query can only read the connection's own catalog, and
 * the database name follows the file name).
 */
export function tableKey(table: string, database: string): string {
  const parts = table.toLowerCase().split('.');
  if (parts.length === 1) return `main.${parts[0] ?? ''}`;
  if (parts.length === 2 && parts[0] === database.toLowerCase()) return `main.${parts[1] ?? ''}`;
  return parts.slice(-2).join('.');
}

import type { ParamValue } from '../connector';
import { shiftParameters } from './query-params';
import { AstNumberText, cloneAst, isAstObject, stringField, type AstObject } from './sql-ast';
import { INNER_ALIAS, type ConditionNode } from './table-conditions';
import { isCteReference, resolveBaseTable, walkTableRefs } from './table-ref-walker';

/**
 * The query DuckDB serializes once to give us the shape of a scoped table:
 * `(SELECT * FROM <table> AS __chartroom_scoped WHERE <condition>) AS <alias>`.
 * Only its nodes are reused; the WHERE node is replaced by the table's conditions, whose
 * values are bound parameters, never SQL text.
 */
export const SCOPE_TEMPLATE_SQL =
  `SELECT * FROM (SELECT * FROM __chartroom_table AS ${INNER_ALIAS} ` +
  `WHERE ${INNER_ALIAS}.__chartroom_column = $1) AS __chartroom_alias`;

/** DuckDB's "no location" marker (2^64 − 1). */
const NO_LOCATION = new AstNumberText('18446744073709551615');

/** The SUBQUERY table reference of the template, checked to have the expected shape. */
export interface ScopeTemplate {
  subquery: AstObject;
}

export function readScopeTemplate(statement: AstObject): ScopeTemplate {
  const node = statement.node;
  const subquery = isAstObject(node) ? node.from_table : undefined;
  if (!isAstObject(subquery) || subquery.type !== 'SUBQUERY') throw templateError();
  const select = innerSelect(subquery);
  if (!isAstObject(select.from_table) || !isAstObject(select.where_clause)) throw templateError();
  return { subquery };
}

/**
 * Numbers condition parameters after the query's own: each condition's values are appended to
 * `params` the first time a reference uses it, and every later use shares the same `$n`.
 */
export class ParameterBinder {
  readonly params: ParamValue[];
  private readonly bound = new Map<ConditionNode, AstObject>();

  constructor(params: readonly ParamValue[]) {
    this.params = [...params];
  }

  where(condition: ConditionNode): AstObject {
    let where = this.bound.get(condition);
    if (!where) {
      where = shiftParameters(cloneAst(condition.where), this.params.length);
      this.params.push(...condition.values);
      this.bound.set(condition, where);
    }
    return cloneAst(where);
  }
}

/**
 * Replaces every reference to a scoped or filtered table (any case, with or without `main.` or
 * the database name, quoted or not, in CTEs, subqueries, joins, unions, laterals) by the same
 * table filtered by its conditions, keeping the reference's alias. References to CTEs are left
 * alone: each CTE's own body is rewritten instead.
 */
export function applyTableConditions(
  statement: AstObject,
  conditions: ReadonlyMap<string, readonly ConditionNode[]>,
  template: ScopeTemplate,
  database: string,
  binder: ParameterBinder,
): AstObject {
  if (conditions.size === 0) return statement;
  walkTableRefs(statement, (ref, ctes) => {
    if (ref.type !== 'BASE_TABLE' || isCteReference(ref, ctes)) return;
    const resolved = resolveBaseTable(ref, database);
    const tableConditions = resolved && conditions.get(`${resolved.schema}.${resolved.table}`);
    if (!tableConditions || tableConditions.length === 0) return;
    const where = tableConditions.map((condition) => binder.where(condition));
    return scopedReference(ref, where, template);
  });
  return statement;
}

function scopedReference(ref: AstObject, where: AstObject[], template: ScopeTemplate): AstObject {
  const subquery = cloneAst(template.subquery);
  const select = innerSelect(subquery);
  select.from_table = {
    ...cloneAst(ref),
    alias: INNER_ALIAS,
    sample: null,
    column_name_alias: [],
  };
  select.where_clause = conjunction(where);
  return {
    ...subquery,
    alias: stringField(ref, 'alias') || stringField(ref, 'table_name'),
    sample: cloneAst(ref.sample ?? null),
    column_name_alias: cloneAst(ref.column_name_alias ?? []),
  };
}

function conjunction(children: AstObject[]): AstObject {
  const [first] = children;
  if (first && children.length === 1) return first;
  return {
    class: 'CONJUNCTION',
    type: 'CONJUNCTION_AND',
    alias: '',
    query_location: NO_LOCATION,
    children,
  };
}

function innerSelect(subquery: AstObject): AstObject {
  const inner = subquery.subquery;
  if (!isAstObject(inner) || !isAstObject(inner.node)) throw templateError();
  return inner.node;
}

function templateError(): Error {
  return new Error('Unexpected AST shape for the tenant scope template (DuckDB version change?)');
}

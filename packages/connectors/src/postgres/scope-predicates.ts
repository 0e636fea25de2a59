import type { Predicate } from '@chartroom/core';
import type { ParamValue, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import type { PgObject } from './pg-ast';

/** The alias of the scoped table inside its wrapper subquery. */
export const SCOPED_ALIAS = '__chartroom_scoped';

/** Appends values to the query's parameters and hands out `$n` nodes for them. */
export class ParamAllocator {
  constructor(readonly params: ParamValue[]) {}

  add(value: ParamValue): PgObject {
    this.params.push(value);
    return { ParamRef: { number: this.params.length } };
  }
}

/** `__chartroom_scoped.<column> = $n`, the tenant's value bound as a new parameter. */
export function tenantCondition(scope: TenantScope, params: ParamAllocator): PgObject {
  return operator('=', scopedColumn(scope.column), params.add(scope.value));
}

/** A raw-table filter as an AST predicate on the scoped table; values only as parameters. */
export function filterCondition(predicate: Predicate, params: ParamAllocator): PgObject {
  const column = scopedColumn(predicate.column);
  const bind = (value: string | number | boolean): PgObject => {
    const param = params.add(value);
    return predicate.temporal ? cast(param, 'timestamptz') : param;
  };
  const [first, second] = predicate.values;
  const need = (count: number) => {
    if (predicate.values.length < count) {
      throw new QueryRefusedError(
        `The ${predicate.operator} filter on "${predicate.column}" needs ${count} value${count === 1 ? '' : 's'}.`,
      );
    }
  };
  switch (predicate.operator) {
    case 'between':
      need(2);
      return aExpr('AEXPR_BETWEEN', 'BETWEEN', column, {
        List: { items: [bind(first ?? ''), bind(second ?? '')] },
      });
    case 'in':
      if (predicate.values.length === 0) return { A_Const: { boolval: { boolval: false } } };
      return aExpr('AEXPR_IN', '=', column, { List: { items: predicate.values.map(bind) } });
    case 'like':
      need(1);
      return aExpr('AEXPR_ILIKE', '~~*', cast(column, 'text'), params.add(String(first)));
    case 'equals':
    case 'not_equals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      need(1);
      return operator(COMPARISONS[predicate.operator], column, bind(first ?? ''));
    case 'is_null':
      return { NullTest: { arg: column, nulltesttype: 'IS_NULL' } };
    case 'is_not_null':
      return { NullTest: { arg: column, nulltesttype: 'IS_NOT_NULL' } };
    default:
      throw new QueryRefusedError(`Unknown filter operator: ${String(predicate.operator)}.`);
  }
}

const COMPARISONS = { equals: '=', not_equals: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** `a AND b AND …` (or the one condition). */
export function conjunction(conditions: PgObject[]): PgObject {
  const [only] = conditions;
  if (conditions.length === 1 && only) return only;
  return { BoolExpr: { boolop: 'AND_EXPR', args: conditions } };
}

export function scopedColumn(column: string): PgObject {
  return { ColumnRef: { fields: [stringNode(SCOPED_ALIAS), stringNode(column)] } };
}

function operator(name: string, left: PgObject, right: PgObject): PgObject {
  return aExpr('AEXPR_OP', name, left, right);
}

function aExpr(kind: string, name: string, left: PgObject, right: PgObject): PgObject {
  return { A_Expr: { kind, name: [stringNode(name)], lexpr: left, rexpr: right } };
}

function cast(arg: PgObject, type: string): PgObject {
  return { TypeCast: { arg, typeName: { names: [stringNode(type)], typemod: -1 } } };
}

function stringNode(sval: string): PgObject {
  return { String: { sval } };
}
